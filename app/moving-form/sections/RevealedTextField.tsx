import { useState } from 'react';
import { OutlinedTextField } from './OutlinedTextField.tsx';

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
  /** The input's type (a date field keeps its label above the value). */
  type?: 'text' | 'date';
  /** Attributes of the input element (a date field's min and max). */
  htmlInput?: Readonly<Record<string, string>>;
}

/** A free-text item of the form whose error shows once it was edited (spec §5, estimate and reservation reading). */
export function RevealedTextField({ name, label, value, onChange, error, showAllErrors, autoComplete, type = 'text', htmlInput }: RevealedTextFieldProps) {
  const [edited, setEdited] = useState(false);
  const shown = error !== undefined && (edited || showAllErrors) ? error : undefined;
  return (
    <OutlinedTextField
      name={name}
      label={label}
      value={value}
      autoComplete={autoComplete}
      type={type}
      htmlInput={htmlInput}
      onChange={(text) => {
        setEdited(true);
        onChange(text);
      }}
      helperText={shown}
    />
  );
}
