import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ReactNode } from 'react';

interface OutlinedTextFieldProps {
  /** The input's id and name; the label and the helper text are tied to it. */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The message shown under the field; given, the field is in its error state. */
  helperText?: string;
  autoComplete?: string;
  type?: 'text' | 'date';
  /** Attributes of the input element (a date field's min and max). */
  htmlInput?: Readonly<Record<string, string>>;
  /** `<option>` elements: given, the field is a native select. */
  options?: ReactNode;
}

/**
 * MUI's outlined `TextField` markup (floating label, notched outline, helper text) without importing
 * `TextField`, which brings `Select` with its menu, popover, modal and focus trap, and the filled and
 * standard inputs, onto the first page of the estimate and reservation forms that never use them.
 */
export function OutlinedTextField({ name, label, value, onChange, helperText, autoComplete, type = 'text', htmlInput, options }: OutlinedTextFieldProps) {
  const helperTextId = helperText === undefined ? undefined : `${name}-helper-text`;
  const input = (
    <OutlinedInput
      id={name}
      name={name}
      label={label}
      type={options === undefined ? type : undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-describedby={helperTextId}
      inputProps={{ ...htmlInput, ...(autoComplete ? { autoComplete } : {}) }}
    />
  );
  // A select and a date input always show a value, so their label stays above it.
  const shrink = options !== undefined || type === 'date' ? true : undefined;
  return (
    <FormControl variant="outlined" error={helperText !== undefined}>
      <InputLabel htmlFor={name} id={`${name}-label`} shrink={shrink}>
        {label}
      </InputLabel>
      {options === undefined ? input : <NativeSelect input={input}>{options}</NativeSelect>}
      {helperText !== undefined && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
