import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { formatShortPrice } from '../../domain/format/price.ts';
import { activeLocale, t } from '../../domain/i18n/i18n.ts';
import { tWithNodes } from '../i18n/index.ts';
import type { QuickBookingSuggestionProps } from './QuickBookingSuggestion.types.ts';

const QuickBookingSuggestionRoot = styled('div', { name: 'HkQuickBookingSuggestion', slot: 'Root' })(({ theme }) => ({
  ...theme.typography.body2,
  display: 'grid',
  gap: theme.spacing(1.5),
  padding: theme.spacing(2),
  border: `2px solid ${theme.palette.primary.main}`,
  borderRadius: theme.radius.md,
  backgroundColor: theme.palette.primary.light,
  '& .HkQuickBookingSuggestion-title': { ...theme.typography.h4, margin: 0, color: theme.palette.primary.dark },
  '& p': { margin: 0 },
  [theme.breakpoints.up('md')]: { padding: theme.spacing(2.5, 3) },
}));

const QuickBookingSuggestionPrice = styled('p', { name: 'HkQuickBookingSuggestion', slot: 'Price' })(({ theme }) => ({
  ...theme.typography.subtitle1,
  '& strong': { ...theme.typography.h3, color: theme.palette.price },
}));

const QuickBookingSuggestionQuestion = styled('div', { name: 'HkQuickBookingSuggestion', slot: 'Question' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  '& .HkQuickBookingSuggestion-prompt': { ...theme.typography.subtitle2 },
  '& .HkQuickBookingSuggestion-answers': { display: 'grid', gap: theme.spacing(1) },
  '& [aria-pressed="true"], & [aria-pressed="true"]:hover': {
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
  },
  [theme.breakpoints.up('md')]: {
    '& .HkQuickBookingSuggestion-answers': { gridTemplateColumns: '1fr 1fr' },
  },
}));

/**
 * The estimate form's recommendation of quick booking when the route can be booked at once
 * (spec §1, §4): what quick booking offers, the route's lowest price when known, and the
 * two-way question 「かんたん予約で今すぐ予約する」 / 「このまま一括見積りを依頼する」. A plain block
 * under its heading, not a landmark: it is part of the form's flow.
 */
export function QuickBookingSuggestion(props: QuickBookingSuggestionProps) {
  const { onChooseQuickBooking, onChooseEstimate, href, opensInNewTab = false, choice = null, lowestPrice, headingLevel = 2, className, ref } = props;
  const promptId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <QuickBookingSuggestionRoot ref={ref} className={className} data-state={choice ?? 'open'}>
      <Heading className="HkQuickBookingSuggestion-title">{t(/*i18n*/ 'この区間は「かんたん予約」ですぐに予約できます')}</Heading>
      <p>{t(/*i18n*/ '日ごとの最安値カレンダーから引越し日と業者を選ぶだけで、その場で予約が完了します。見積りを待つ必要はありません。')}</p>
      {lowestPrice !== undefined && (
        <QuickBookingSuggestionPrice>
          {tWithNodes(/*i18n*/ 'この区間の最安値 {price}', { price: <strong>{formatShortPrice(lowestPrice, activeLocale())}</strong> })}
        </QuickBookingSuggestionPrice>
      )}
      <QuickBookingSuggestionQuestion role="group" aria-labelledby={promptId}>
        <span id={promptId} className="HkQuickBookingSuggestion-prompt">{t(/*i18n*/ 'どちらで進めますか？')}</span>
        <div className="HkQuickBookingSuggestion-answers">
          <Button
            variant="contained"
            color="secondary"
            size="large"
            href={href}
            onClick={onChooseQuickBooking}
            {...(opensInNewTab && href ? { target: '_blank', rel: 'noopener' } : {})}
          >
            {t(/*i18n*/ 'かんたん予約で今すぐ予約する')}
            {opensInNewTab && href ? t(/*i18n*/ '（新しいタブで開きます）') : ''}
          </Button>
          <Button variant="outlined" size="large" aria-pressed={choice === 'declined'} onClick={onChooseEstimate}>
            {t(/*i18n*/ 'このまま一括見積りを依頼する')}
          </Button>
        </div>
      </QuickBookingSuggestionQuestion>
    </QuickBookingSuggestionRoot>
  );
}
