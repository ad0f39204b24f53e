export { OtherRequestsField } from './OtherRequestsField.tsx';
export type { OtherRequestsFieldProps } from './OtherRequestsField.types.ts';
