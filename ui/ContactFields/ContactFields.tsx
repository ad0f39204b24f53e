import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { readingOf } from '../../domain/validation/index.ts';
import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';
import { useRevealedErrors } from '../internal/useRevealedErrors.ts';
import type { ContactField, ContactFieldsProps, ContactValues } from './ContactFields.types.ts';
import { ContactFieldsEmail } from './ContactFieldsEmail.tsx';

const ContactFieldsRoot = styled('fieldset', { name: 'HkContactFields', slot: 'Root' })(({ theme }) => ({
  fontFamily: theme.typography.fontFamily,
  display: 'grid',
  gap: theme.spacing(2),
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
}));

/** Labels of the name and phone items by reading; they match the wording of the flow's messages. */
const LABELS = {
  quick: { name: 'お名前', tel: '電話番号' },
  estimate: { name: '氏名', tel: 'ご連絡先電話番号' },
} as const;

/** Name, furigana, e-mail (with domain suggestions) and phone of the visitor, for every flow. */
export function ContactFields(props: ContactFieldsProps) {
  const { flow, value, onChange, onBlur, errors = {}, emailCorrection, revealErrors, showAllErrors, className, ref } = props;
  const idPrefix = useId();
  const { markEdited, markBlurred, visibleError } = useRevealedErrors<ContactField>({ revealErrors, showAllErrors });
  const labels = LABELS[readingOf(flow)];
  const change = (field: ContactField, next: string) => {
    markEdited(field);
    onChange({ ...value, [field]: next } satisfies ContactValues);
  };
  const leave = (field: ContactField) => {
    markBlurred(field);
    onBlur?.(field);
  };
  const textField = (field: Exclude<ContactField, 'email'>, label: string, extra: { autoComplete: string; type?: string; inputMode?: 'tel' }) => {
    const shownError = visibleError(field, errors[field]);
    return (
      <TextField
        id={`${idPrefix}-${field}`}
        label={label}
        type={extra.type ?? 'text'}
        autoComplete={extra.autoComplete}
        value={value[field]}
        onChange={(event) => change(field, event.target.value)}
        onBlur={() => leave(field)}
        error={shownError !== undefined}
        helperText={shownError}
        slotProps={{ htmlInput: { inputMode: extra.inputMode } }}
      />
    );
  };
  return (
    <ContactFieldsRoot ref={ref} className={className}>
      <VisuallyHidden as="legend">お客様情報</VisuallyHidden>
      {textField('name', labels.name, { autoComplete: 'name' })}
      {textField('nameKana', 'フリガナ（全角カナ）', { autoComplete: 'off' })}
      <ContactFieldsEmail
        id={`${idPrefix}-email`}
        value={value.email}
        error={errors.email}
        shownError={visibleError('email', errors.email)}
        correction={emailCorrection}
        onChange={(email) => change('email', email)}
        onBlur={() => leave('email')}
      />
      {textField('tel', `${labels.tel}（ハイフンなし）`, { autoComplete: 'tel', type: 'tel', inputMode: 'tel' })}
    </ContactFieldsRoot>
  );
}
