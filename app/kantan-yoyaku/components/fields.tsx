import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { ChangeEvent, FocusEvent } from 'react';
import { useField, type FieldMetaState } from 'react-final-form';
import type { Option } from '../../../domain/options/option.ts';
import type { Validator } from '../../../domain/validation/validator.ts';

/** Quick booking shows an error once the field was edited and left, or after a failed submit (spec §5). */
export function visibleError(meta: FieldMetaState<unknown>): string | undefined {
  const shown = (meta.touched && meta.modified) || meta.submitFailed;
  return shown && typeof meta.error === 'string' ? meta.error : undefined;
}

/** Final-form's field-level check from a domain validator. */
export function check(rule: Validator): (value: unknown) => string | undefined {
  return (value) => rule(value ?? '');
}

interface BaseProps {
  name: string;
  label: string;
  validate?: Validator;
  /** Side effect after the value changed (address rules, lookups). */
  onValueChange?: (value: string) => void;
  disabled?: boolean;
}

export interface OptionGroup {
  label: string;
  options: readonly Option[];
}

/** A native select (keyboard and screen-reader friendly on every device), flat or grouped. */
export function SelectField({ name, label, options, groups, validate, onValueChange, disabled, placeholder = '選択してください' }: BaseProps & {
  options?: readonly Option[];
  groups?: readonly OptionGroup[];
  placeholder?: string;
}) {
  const { input, meta } = useField<string>(name, { validate: validate && check(validate) });
  const error = visibleError(meta);
  return (
    <TextField
      select
      fullWidth
      id={name}
      label={label}
      value={input.value ?? ''}
      disabled={disabled}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        input.onChange(event.target.value);
        onValueChange?.(event.target.value);
      }}
      onBlur={input.onBlur as (event: FocusEvent<HTMLInputElement>) => void}
      onFocus={input.onFocus as (event: FocusEvent<HTMLInputElement>) => void}
      error={error !== undefined}
      helperText={error}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{placeholder}</option>
      {options?.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
      {groups?.map((group) => (
        <optgroup key={group.label} label={group.label}>
          {group.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </optgroup>
      ))}
    </TextField>
  );
}

/** A radio group with its legend. */
export function RadioField({ name, label, options, validate, onValueChange, row = true }: BaseProps & { options: readonly Option[]; row?: boolean }) {
  const { input, meta } = useField<string>(name, { validate: validate && check(validate) });
  const error = visibleError(meta);
  return (
    <FormControl error={error !== undefined} component="fieldset" variant="standard">
      <FormLabel component="legend">{label}</FormLabel>
      <RadioGroup
        row={row}
        name={name}
        value={input.value ?? ''}
        onChange={(event) => {
          input.onChange(event.target.value);
          onValueChange?.(event.target.value);
        }}
        onBlur={input.onBlur}
      >
        {options.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/** A text input with the quick-booking error display. */
export function TextInputField({
  name,
  label,
  validate,
  onValueChange,
  type = 'text',
  inputMode,
  autoComplete,
  multiline,
  helperText,
  onBlurValue,
}: BaseProps & {
  type?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  autoComplete?: string;
  multiline?: boolean;
  helperText?: string;
  /** Replaces the value when the field is left (e.g. a count over its limit becomes 0). */
  onBlurValue?: (value: string) => string | undefined;
}) {
  const { input, meta } = useField<string>(name, { validate: validate && check(validate) });
  const error = visibleError(meta);
  return (
    <TextField
      fullWidth
      id={name}
      name={name}
      label={label}
      type={type}
      value={input.value ?? ''}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      autoComplete={autoComplete}
      onChange={(event) => {
        input.onChange(event.target.value);
        onValueChange?.(event.target.value);
      }}
      onFocus={input.onFocus as (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void}
      onBlur={(event) => {
        const replacement = onBlurValue?.(event.target.value);
        if (replacement !== undefined && replacement !== event.target.value) input.onChange(replacement);
        input.onBlur(event);
      }}
      error={error !== undefined}
      helperText={error ?? helperText}
      slotProps={{ htmlInput: { inputMode } }}
    />
  );
}
