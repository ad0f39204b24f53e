export { PostalCodeField } from './PostalCodeField.tsx';
export type { PostalCodeFieldProps } from './PostalCodeField.types.ts';
