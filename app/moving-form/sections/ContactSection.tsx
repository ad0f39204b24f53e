import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { activeLocale, t } from '../../../domain/i18n/i18n.ts';
import { profileOf } from '../../../domain/i18n/profiles.ts';
import type { ContactPreference } from '../../../domain/options/contactPreference.ts';
import { ContactFields } from '../../../ui/ContactFields/index.ts';
import { ContactPreferenceFields } from '../../../ui/ContactPreferenceFields/index.ts';
import { OtherRequestsField } from '../../../ui/OtherRequestsField/index.ts';
import { useBoundField, useRevealProps, useStepErrors } from '../../forms/fields.tsx';
import type { SectionProps } from './sectionProps.ts';

/** Name, furigana, e-mail (with the server's check and its correction) and phone; then how the companies may get in touch. */
export const ContactSection = observer(function ContactSection({ form }: SectionProps) {
  const { name, nameKana, email, tel } = form.values;
  const errors = useStepErrors();
  const reveals = useRevealProps();
  const preference = useBoundField<ContactPreference>('contactPreference');
  return (
    <Stack spacing={2} component="section" aria-labelledby="contact-heading">
      <Typography variant="h6" component="h3" id="contact-heading">
        {t(/*i18n*/ 'お客様情報')}
      </Typography>
      <ContactFields
        flow={form.flow}
        value={{ name, nameKana, email, tel }}
        nameReading={profileOf(activeLocale()).nameReading}
        onChange={(contact) => form.fields.change(contact)}
        errors={{ name: errors.name, nameKana: errors.nameKana, email: errors.email, tel: errors.tel }}
        emailCorrection={form.emailCheck.correctionFor(email)}
        {...reveals}
      />
      <ContactPreferenceFields name="contactPreference" value={preference.value} onChange={preference.onChange} error={preference.error} {...reveals} />
    </Stack>
  );
});

/** Other requests, up to 300 characters. */
export function OtherRequestsSection() {
  const field = useBoundField<string>('otherRequests');
  return (
    <Stack spacing={2} component="section" aria-labelledby="other-requests-heading">
      <Typography variant="h6" component="h3" id="other-requests-heading">
        {t(/*i18n*/ 'その他ご要望')}
      </Typography>
      <OtherRequestsField name="otherRequests" value={field.value} onChange={field.onChange} error={field.error} revealErrors={field.revealErrors} showAllErrors={field.showAllErrors} />
    </Stack>
  );
}
