import { styled } from '@mui/material/styles';
import { OutlinedField } from '../internal/OutlinedField.tsx';
import { useRevealedErrors } from '../internal/useRevealedErrors.ts';
import type { FormTextFieldProps } from './FormTextField.types.ts';

const FormTextFieldRoot = styled(OutlinedField, { name: 'HkFormTextField', slot: 'Root' })(({ theme }) => ({
  fontFamily: theme.typography.fontFamily,
}));

/**
 * A form item with no component of its own (a house number, a town area, a moving date, a housing
 * type): an outlined text input, date input or native select, its error shown per the reveal rule.
 */
export function FormTextField(props: FormTextFieldProps) {
  const { name, onChange, onBlur, error, revealErrors, showAllErrors, ...field } = props;
  const { markEdited, markBlurred, visibleError } = useRevealedErrors<'value'>({ revealErrors, showAllErrors });
  const shownError = visibleError('value', error);
  return (
    <FormTextFieldRoot
      {...field}
      id={name}
      name={name}
      onChange={(next) => {
        markEdited('value');
        onChange(next);
      }}
      onBlur={() => {
        markBlurred('value');
        onBlur?.();
      }}
      error={shownError !== undefined}
      helperText={shownError}
    />
  );
}
