import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField } from 'react-final-form';
import { isErrorShown } from './errorVisibility.ts';
import { fieldMessage, keepValue } from './fields.tsx';
import { useErrorReveal } from './StepForm.tsx';

// Apart from fields.tsx: a first page that binds only ui/ components does not load TextField (and the
// Select, Menu and Modal it imports) with useBoundField.
export type TextInputFieldProps = { name: string } & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'>;

/** A MUI text input bound to the StepForm field `name`, its message shown by the form's error rule. */
export function TextInputField({ name, ...props }: TextInputFieldProps) {
  const { input, meta } = useField<string>(name, { parse: keepValue });
  const { reveal } = useErrorReveal();
  const message = fieldMessage(meta);
  const shown = message !== undefined && isErrorShown(meta, reveal) ? message : undefined;
  return <TextField id={name} fullWidth {...props} {...input} value={input.value ?? ''} error={shown !== undefined} helperText={shown} />;
}
