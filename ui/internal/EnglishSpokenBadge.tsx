import { styled } from '@mui/material/styles';
import { speaksEnglish, type CompanyLanguages } from '../../domain/api/company.ts';
import { t } from '../../domain/i18n/i18n.ts';

const EnglishSpokenBadgeRoot = styled('span', { name: 'HkEnglishSpokenBadge', slot: 'Root' })(({ theme }) => ({
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
 * 「英語対応」 ("English spoken") beside a company that serves its customers in English; nothing for
 * one that does not, so a company view can place it unconditionally.
 */
export function EnglishSpokenBadge({ languages }: { languages: CompanyLanguages | undefined }) {
  if (!speaksEnglish(languages)) return null;
  return <EnglishSpokenBadgeRoot>{t(/*i18n*/ '英語対応')}</EnglishSpokenBadgeRoot>;
}
