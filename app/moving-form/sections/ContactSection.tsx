import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { ContactFields } from '../../../ui/ContactFields/index.ts';
import { ContactPreferenceFields } from '../../../ui/ContactPreferenceFields/index.ts';
import { OtherRequestsField } from '../../../ui/OtherRequestsField/index.ts';
import type { SectionProps } from './sectionProps.ts';

interface ContactSectionProps extends SectionProps {
  /** The final submit's reading (the estimate phone is required then). */
  final?: boolean;
}

/** Name, furigana, e-mail (with the server's check and its correction) and phone. */
export const ContactSection = observer(function ContactSection({ form, showAllErrors, final = false }: ContactSectionProps) {
  const errors = final ? form.contact.finalErrors : form.contact.errors;
  return (
    <Stack spacing={2} component="section" aria-labelledby="contact-heading">
      <Typography variant="h6" component="h3" id="contact-heading">
        お客様情報
      </Typography>
      <ContactFields
        flow={form.flow}
        value={form.contact.values}
        onChange={form.contact.setContact}
        errors={{ name: errors.name, nameKana: errors.nameKana, email: errors.email, tel: errors.tel }}
        emailCorrection={form.contact.emailCorrection}
        revealErrors="edited"
        showAllErrors={showAllErrors}
      />
      <ContactPreferenceFields
        name="contactPreference"
        value={form.contact.values.contactPreference}
        onChange={form.contact.setContactPreference}
        error={errors.contactPreference}
        revealErrors="edited"
        showAllErrors={showAllErrors}
      />
    </Stack>
  );
});

/** Other requests, up to 300 characters. */
export const OtherRequestsSection = observer(function OtherRequestsSection({ form, showAllErrors }: SectionProps) {
  return (
    <Stack spacing={2} component="section" aria-labelledby="other-requests-heading">
      <Typography variant="h6" component="h3" id="other-requests-heading">
        その他ご要望
      </Typography>
      <OtherRequestsField
        name="otherRequests"
        value={form.contact.values.otherRequests}
        onChange={form.contact.setOtherRequests}
        error={form.contact.errors.otherRequests}
        revealErrors="edited"
        showAllErrors={showAllErrors}
      />
    </Stack>
  );
});
