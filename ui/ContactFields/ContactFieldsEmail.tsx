import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import { useRef, useState } from 'react';
import { t } from '../../domain/i18n/i18n.ts';
import { SUGGESTED_EMAIL_DOMAINS, withEmailDomain } from '../../domain/options/emailDomains.ts';
import { onFocusLeave } from '../internal/onFocusLeave.ts';
import type { ContactFieldsEmailCorrection } from './ContactFields.types.ts';

const ContactFieldsEmailCorrectionNotice = styled(Alert, { name: 'HkContactFields', slot: 'EmailCorrection' })(({ theme }) => ({
  marginTop: theme.spacing(0.5),
  alignItems: 'center',
}));

const ContactFieldsEmailSuggest = styled('ul', { name: 'HkContactFields', slot: 'EmailSuggest' })(({ theme }) => ({
  margin: theme.spacing(0.5, 0, 0),
  padding: theme.spacing(0.5),
  listStyle: 'none',
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.radius.sm,
  backgroundColor: theme.palette.surface.raised,
  '& button': {
    ...theme.typography.body2,
    display: 'block',
    width: '100%',
    padding: theme.spacing(1),
    border: 0,
    borderRadius: theme.radius.sm,
    background: 'none',
    color: theme.palette.text.primary,
    textAlign: 'left',
    cursor: 'pointer',
    fontFamily: 'inherit',
  },
  '& button:hover, & button:focus-visible': { backgroundColor: theme.palette.primary.light },
}));

interface ContactFieldsEmailProps {
  id: string;
  value: string;
  /** The error for the current value, before the reveal rule (it decides whether suggestions show). */
  error: string | undefined;
  /** The error to paint, after the reveal rule. */
  shownError: string | undefined;
  /** A corrected address to offer under the input. */
  correction: ContactFieldsEmailCorrection | undefined;
  onChange: (email: string) => void;
  onBlur: () => void;
}

/** The domains that fit what was typed after '@' (all six before an '@'). */
function matchingDomains(email: string): readonly string[] {
  const at = email.indexOf('@');
  if (at === -1) return SUGGESTED_EMAIL_DOMAINS;
  const typedDomain = email.slice(at + 1).toLowerCase();
  return SUGGESTED_EMAIL_DOMAINS.filter((domain) => domain.startsWith(typedDomain));
}

/**
 * The e-mail input with its domain suggestions: while the address has an error and the field
 * has focus, the six suggested domains (those matching what follows '@') are offered, and
 * choosing one builds the typed local part plus that domain (spec §4). A correction given by the
 * caller shows below with a button that puts the corrected address in the input.
 */
export function ContactFieldsEmail({ id, value, error, shownError, correction, onChange, onBlur }: ContactFieldsEmailProps) {
  const [focused, setFocused] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const localPart = value.split('@')[0]?.trim() ?? '';
  const domains = focused && error !== undefined && localPart !== '' ? matchingDomains(value) : [];
  const choose = (email: string) => {
    onChange(email);
    inputRef.current?.focus();
  };
  return (
    <div onFocus={() => setFocused(true)} onBlur={onFocusLeave(() => {
      setFocused(false);
      onBlur();
    })}>
      <TextField
        id={id}
        inputRef={inputRef}
        label={t(/*i18n*/ 'メールアドレス')}
        type="email"
        autoComplete="email"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={shownError !== undefined}
        helperText={shownError}
        slotProps={{ htmlInput: { inputMode: 'email' } }}
      />
      {domains.length > 0 && (
        <ContactFieldsEmailSuggest aria-label={t(/*i18n*/ 'メールアドレスの候補')}>
          {domains.map((domain) => (
            <li key={domain}>
              <button
                type="button"
                onClick={() => choose(withEmailDomain(value, domain))}
              >
                {localPart}@{domain}
              </button>
            </li>
          ))}
        </ContactFieldsEmailSuggest>
      )}
      {correction && (
        <ContactFieldsEmailCorrectionNotice
          severity="warning"
          role="status"
          action={
            <Button color="inherit" size="small" onClick={() => choose(correction.email)}>
              {t(/*i18n*/ '修正する')}
            </Button>
          }
        >
          {correction.text}
        </ContactFieldsEmailCorrectionNotice>
      )}
    </div>
  );
}
