import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ReactNode, Ref } from 'react';

export interface OutlinedFieldProps {
  /** Id of the input or select; the label and helper text are tied to it. */
  id: string;
  name?: string;
  /** Visible label, always shrunk above the field. */
  label: string;
  value: string;
  /** Called with the typed text or the chosen option's value. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Whether the field shows its error state; the message is `helperText`. */
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  placeholder?: string;
  autoComplete?: string;
  /** The input's type (a date field shows the browser's date picker). */
  type?: 'text' | 'date';
  /** Attributes of the input element (a date field's min and max). */
  htmlInput?: Readonly<Record<string, string>>;
  /** `<option>` / `<optgroup>` elements: given, the field is a native select. */
  options?: ReactNode;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * An outlined text input or native select with its label and helper text: the markup of MUI's
 * `TextField` (label shrunk) without importing it. `TextField` imports `Select` with its menu,
 * popover, modal and focus trap, and the filled and standard inputs, which first pages never use.
 */
export function OutlinedField(props: OutlinedFieldProps) {
  const { id, name, label, value, onChange, onBlur, error = false, helperText, disabled = false, placeholder, autoComplete, type, htmlInput, options, className, ref } = props;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const input = (
    <OutlinedInput
      id={id}
      name={name}
      label={label}
      notched
      fullWidth
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      placeholder={placeholder}
      type={options === undefined ? type : undefined}
      aria-describedby={helperTextId}
      inputProps={{ ...htmlInput, ...(autoComplete ? { autoComplete } : {}) }}
    />
  );
  return (
    <FormControl ref={ref} className={className} variant="outlined" error={error} disabled={disabled}>
      <InputLabel htmlFor={id} id={`${id}-label`} shrink>
        {label}
      </InputLabel>
      {options === undefined ? input : <NativeSelect input={input}>{options}</NativeSelect>}
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
