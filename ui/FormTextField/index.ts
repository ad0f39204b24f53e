export { FormTextField } from './FormTextField.tsx';
export type { FormTextFieldProps } from './FormTextField.types.ts';
