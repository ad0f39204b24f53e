export { HeadCountField } from './HeadCountField.tsx';
export type { HeadCountFieldProps } from './HeadCountField.types.ts';
