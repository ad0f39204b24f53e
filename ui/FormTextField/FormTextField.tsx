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
  const { name, label, value, onChange, onBlur, error, revealErrors, showAllErrors, autoComplete, type, htmlInput, options, className, ref } = props;
  const { markEdited, markBlurred, visibleError } = useRevealedErrors<'value'>({ revealErrors, showAllErrors });
  const shownError = visibleError('value', error);
  return (
    <FormTextFieldRoot
      ref={ref}
      className={className}
      id={name}
      name={name}
      label={label}
      value={value}
      type={type}
      autoComplete={autoComplete}
      htmlInput={htmlInput}
      options={options}
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
