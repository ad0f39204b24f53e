import TextField from '@mui/material/TextField';
import { useState } from 'react';

interface RevealedTextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's message for its current value. */
  error: string | undefined;
  /** Every error shows (a refused next or submit). */
  showAllErrors: boolean;
  autoComplete?: string;
}

/** A free-text item of the form whose error shows once it was edited (spec §5, estimate and reservation reading). */
export function RevealedTextField({ name, label, value, onChange, error, showAllErrors, autoComplete }: RevealedTextFieldProps) {
  const [edited, setEdited] = useState(false);
  const shown = error !== undefined && (edited || showAllErrors) ? error : undefined;
  return (
    <TextField
      name={name}
      id={name}
      label={label}
      value={value}
      autoComplete={autoComplete}
      onChange={(event) => {
        setEdited(true);
        onChange(event.target.value);
      }}
      error={shown !== undefined}
      helperText={shown}
    />
  );
}
