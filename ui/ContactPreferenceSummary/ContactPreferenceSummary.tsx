import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { i18n, t } from '../../domain/i18n/i18n.ts';
import { CONTACT_METHOD_NOTES, CONTACT_METHOD_OPTIONS, CONTACT_WINDOW_OPTIONS } from '../../domain/options/contactPreference.ts';
import { optionLabelIn } from '../../domain/options/option.ts';
import type { ContactPreferenceSummaryProps } from './ContactPreferenceSummary.types.ts';

const ContactPreferenceSummaryRoot = styled('div', { name: 'HkContactPreferenceSummary', slot: 'Root' })(({ theme }) => ({
  ...theme.typography.body2,
  display: 'grid',
  gap: theme.spacing(0.5),
  '& p': { margin: 0 },
}));

const ContactPreferenceSummaryMethod = styled('p', { name: 'HkContactPreferenceSummary', slot: 'Method' })(({ theme }) => ({
  '& .HkContactPreferenceSummary-label': { color: theme.palette.text.secondary, marginRight: theme.spacing(1) },
  '& strong': { fontWeight: theme.typography.fontWeightBold },
}));

/** The phone windows as tags that wrap: one line on PC, as many as needed on a phone. */
const ContactPreferenceSummaryWindows = styled('ul', { name: 'HkContactPreferenceSummary', slot: 'Windows' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(0.5),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& li': {
    ...theme.typography.caption,
    padding: theme.spacing(0.25, 1),
    borderRadius: theme.radius.sm,
    backgroundColor: theme.palette.primary.light,
    color: theme.palette.primary.dark,
    fontWeight: theme.typography.fontWeightBold,
  },
}));

const ContactPreferenceSummaryNote = styled('p', { name: 'HkContactPreferenceSummary', slot: 'Note' })(({ theme }) => ({
  ...theme.typography.caption,
  color: theme.palette.text.secondary,
}));

/**
 * The visitor's contact choice read back (confirm and complete pages): the method, the phone
 * windows, and what the choice means for the companies, in the words the form used.
 */
export function ContactPreferenceSummary({ value, label = t(/*i18n*/ 'ご連絡方法'), className, ref }: ContactPreferenceSummaryProps) {
  const labelId = useId();
  return (
    <ContactPreferenceSummaryRoot ref={ref} className={className} role="group" aria-labelledby={labelId} data-state={value.method}>
      <ContactPreferenceSummaryMethod>
        <span id={labelId} className="HkContactPreferenceSummary-label">{label}</span>
        <strong>{optionLabelIn(CONTACT_METHOD_OPTIONS, value.method, i18n)}</strong>
      </ContactPreferenceSummaryMethod>
      {value.windows.length > 0 && (
        <ContactPreferenceSummaryWindows aria-label={t(/*i18n*/ 'お電話を受けられる時間帯')}>
          {value.windows.map((window) => (
            <li key={window}>{optionLabelIn(CONTACT_WINDOW_OPTIONS, window, i18n)}</li>
          ))}
        </ContactPreferenceSummaryWindows>
      )}
      <ContactPreferenceSummaryNote>{t(CONTACT_METHOD_NOTES[value.method])}</ContactPreferenceSummaryNote>
    </ContactPreferenceSummaryRoot>
  );
}
