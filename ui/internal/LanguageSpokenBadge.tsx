import { styled } from '@mui/material/styles';
import { speaksForeignLanguage, type CompanyLanguages } from '../../domain/api/company.ts';
import { activeLocale, t } from '../../domain/i18n/i18n.ts';

const LanguageSpokenBadgeRoot = styled('span', { name: 'HkLanguageSpokenBadge', slot: 'Root' })(({ theme }) => ({
  ...theme.typography.caption,
  display: 'inline-block',
  width: 'fit-content',
  padding: theme.spacing(0, 0.75),
  borderRadius: theme.radius.sm,
  border: `1px solid ${theme.palette.primary.main}`,
  color: theme.palette.primary.dark,
  fontWeight: theme.typography.fontWeightBold,
  whiteSpace: 'nowrap',
}));

/**
 * "English spoken" (可用中文沟通, Nói tiếng Việt) beside a company that serves its customers in the
 * page's language; nothing for one that does not, nor on a Japanese page (every company serves
 * Japanese), so a company view can place it unconditionally. The message's Japanese id names English,
 * the language it was written for; each catalogue says its own language.
 */
export function LanguageSpokenBadge({ languages }: { languages: CompanyLanguages | undefined }) {
  if (!speaksForeignLanguage(languages, activeLocale())) return null;
  return <LanguageSpokenBadgeRoot>{t(/*i18n*/ '英語対応')}</LanguageSpokenBadgeRoot>;
}
