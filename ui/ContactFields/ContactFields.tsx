import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { activeLocale, t } from '../../domain/i18n/i18n.ts';
import { readingAfterNameChange, readingOfferIn, type ReadingOffer } from '../../domain/names/readingFill.ts';
import { readingOf } from '../../domain/validation/messages.ts';
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
  quick: { name: /*i18n*/ 'お名前', tel: /*i18n*/ '電話番号（ハイフンなし）' },
  estimate: { name: /*i18n*/ '氏名', tel: /*i18n*/ 'ご連絡先電話番号（ハイフンなし）' },
} as const;

/** What the reading is for, under it where the page offers readings: filled from the name, or to be filled. */
function offeredReadingHint({ name, nameKana }: ContactValues, offer: ReadingOffer): string {
  return nameKana !== '' && nameKana === offer(name)
    ? t(/*i18n*/ 'お名前から自動で入力しました。業者がお名前を読むときに使います。内容をご確認ください。')
    : t(/*i18n*/ '業者がお名前を読むときに使います。お名前をローマ字で入力すると、ここに自動で入力されます。');
}

/** The hint under the reading, as the page's language asks for it (`nameReading`). */
function readingHint(nameReading: ContactFieldsProps['nameReading'], value: ContactValues, offer: ReadingOffer): string | undefined {
  if (nameReading === 'offered') return offeredReadingHint(value, offer);
  // Names written in hanzi: Japanese staff may read simplified characters wrongly, or not at all.
  if (nameReading === 'required') return t(/*i18n*/ '漢字のお名前は、日本の業者が読み違えることがあります。読み方をカタカナで入力してください。');
  return undefined;
}

/**
 * Name, furigana, e-mail (with domain suggestions) and phone of the visitor, for every flow. Where
 * `nameReading` is 'offered' (English and Vietnamese pages), a name typed in Latin letters fills the
 * furigana with the reading domain/names offers in the page's language, as long as the furigana is
 * empty or still the reading offered for the name before: a reading the visitor wrote is never
 * replaced. Either way it stays the visitor's to edit. Where it is 'required' (Chinese pages), a hint
 * says why the reading matters.
 */
export function ContactFields(props: ContactFieldsProps) {
  const { flow, value, onChange, onBlur, errors = {}, emailCorrection, nameReading = 'typed', revealErrors, showAllErrors, className, ref } = props;
  const offer = readingOfferIn(activeLocale());
  const idPrefix = useId();
  const { markEdited, markBlurred, visibleError } = useRevealedErrors<ContactField>({ revealErrors, showAllErrors });
  const labels = LABELS[readingOf(flow)];
  const change = (field: ContactField, next: string) => {
    markEdited(field);
    const changed: ContactValues = { ...value, [field]: next };
    // The reading follows the name while it is the one offered (or empty): the visitor's own reading stays.
    if (field === 'name' && nameReading === 'offered') changed.nameKana = readingAfterNameChange(value.name, next, value.nameKana, offer);
    onChange(changed);
  };
  const leave = (field: ContactField) => {
    markBlurred(field);
    onBlur?.(field);
  };
  const textField = (field: Exclude<ContactField, 'email'>, label: string, extra: { autoComplete: string; type?: string; inputMode?: 'tel'; hint?: string }) => {
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
        helperText={shownError ?? extra.hint}
        slotProps={{ htmlInput: { inputMode: extra.inputMode } }}
      />
    );
  };
  return (
    <ContactFieldsRoot ref={ref} className={className}>
      <VisuallyHidden as="legend">{t(/*i18n*/ 'お客様情報')}</VisuallyHidden>
      {textField('name', t(labels.name), { autoComplete: 'name' })}
      {textField('nameKana', t(/*i18n*/ 'フリガナ（全角カナ）'), { autoComplete: 'off', hint: readingHint(nameReading, value, offer) })}
      <ContactFieldsEmail
        id={`${idPrefix}-email`}
        value={value.email}
        error={errors.email}
        shownError={visibleError('email', errors.email)}
        correction={emailCorrection}
        onChange={(email) => change('email', email)}
        onBlur={() => leave('email')}
      />
      {textField('tel', t(labels.tel), { autoComplete: 'tel', type: 'tel', inputMode: 'tel' })}
    </ContactFieldsRoot>
  );
}
