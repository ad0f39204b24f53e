import { styled } from '@mui/material/styles';
import { t } from '../../domain/i18n/i18n.ts';
import type { TranslationFooterProps } from './TranslationFooter.types.ts';

const TranslationFooterRoot = styled('footer', { name: 'HkTranslationFooter', slot: 'Root' })(({ theme }) => ({
  ...theme.typography.body2,
  color: theme.palette.text.secondary,
  borderTop: `1px solid ${theme.palette.divider}`,
  padding: theme.spacing(2, 0),
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: theme.spacing(1.5),
  rowGap: theme.spacing(0.5),
  '& p': { margin: 0 },
}));

/** A link's look on a button: it opens a dialog on this page, it goes nowhere. */
const TranslationFooterButton = styled('button', { name: 'HkTranslationFooter', slot: 'Button' })(({ theme }) => ({
  ...theme.typography.body2,
  padding: theme.spacing(1.25, 0),
  border: 0,
  background: 'none',
  color: theme.palette.primary.main,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  '&:hover': { textDecorationThickness: 2 },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

/**
 * The footer of a translated page (issue 37): it says the translation has not been read by a
 * native speaker, and lets the reader report a wording that reads wrong.
 */
export function TranslationFooter({ onReport, className, ref }: TranslationFooterProps) {
  return (
    <TranslationFooterRoot ref={ref} className={className}>
      <p>{t(/*i18n*/ 'このページは日本語から翻訳したもので、ネイティブスピーカーによる確認はまだ受けていません。')}</p>
      <TranslationFooterButton type="button" aria-haspopup="dialog" onClick={onReport}>
        {t(/*i18n*/ '翻訳の誤りを報告する')}
      </TranslationFooterButton>
    </TranslationFooterRoot>
  );
}
