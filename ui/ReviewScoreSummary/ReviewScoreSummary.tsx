import { styled } from '@mui/material/styles';
import { t } from '../../domain/i18n/i18n.ts';
import type { ReviewSummary } from '../../domain/reviews/review.ts';
import { shownMean } from '../../domain/reviews/reviewScore.ts';
import { StarIcon } from '../internal/icons.tsx';
import { ReviewStars } from '../internal/ReviewStars.tsx';
import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';
import type { ReviewScoreSummaryProps } from './ReviewScoreSummary.types.ts';

const ReviewScoreSummaryRoot = styled('div', { name: 'HkReviewScoreSummary', slot: 'Root' })(({ theme }) => ({
  ...theme.typography.body2,
  '&[data-variant="compact"]': {
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(0.25),
    '& > svg': { color: theme.palette.warning.main, fontSize: theme.typography.body1.fontSize },
    // Our honest-price promise as the customers measured it, on a line of its own under the score;
    // where the card is narrow it breaks at its space only, never inside a word.
    '& .HkReviewScoreSummary-priceKept': { flexBasis: '100%', color: theme.palette.text.secondary, wordBreak: 'keep-all' },
  },
  '&[data-variant="full"]': { display: 'grid', gap: theme.spacing(2) },
  '& .HkReviewScoreSummary-none': { color: theme.palette.text.secondary },
  '& p': { margin: 0 },
  '& .HkReviewScoreSummary-basis': { ...theme.typography.caption, color: theme.palette.text.secondary },
}));

const ReviewScoreSummaryOverview = styled('div', { name: 'HkReviewScoreSummary', slot: 'Overview' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  alignItems: 'center',
  // Phone: the score above its distribution. Wider: side by side.
  // The bars stop at a length still read at a glance on a wide page.
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: `max-content minmax(0, ${theme.spacing(60)})`, justifyContent: 'start', gap: theme.spacing(4) },
  '& .HkReviewScoreSummary-score': { display: 'grid', justifyItems: 'center', gap: theme.spacing(0.5), minWidth: theme.spacing(16) },
  '& .HkReviewScoreSummary-mean': { ...theme.typography.h1, fontSize: theme.spacing(5), lineHeight: 1, fontVariantNumeric: 'tabular-nums' },
  '& .HkReviewScoreSummary-stars': { fontSize: theme.spacing(3) },
  '& .HkReviewScoreSummary-count': { color: theme.palette.text.secondary },
}));

const ReviewScoreSummaryDistribution = styled('table', { name: 'HkReviewScoreSummary', slot: 'Distribution' })(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  '& th, & td': { padding: theme.spacing(0.25, 0), fontWeight: theme.typography.fontWeightRegular },
  // The columns' names are for screen readers: the header row takes no room.
  '& thead th': { padding: 0 },
  '& th': { whiteSpace: 'nowrap', textAlign: 'start', paddingRight: theme.spacing(1) },
  '& th svg': { fontSize: '1em', verticalAlign: '-0.125em', color: theme.palette.warning.main },
  '& .HkReviewScoreSummary-barCell': { width: '100%' },
  '& .HkReviewScoreSummary-bar': {
    display: 'block',
    height: theme.spacing(1),
    borderRadius: theme.radius.pill,
    backgroundColor: theme.palette.surface.muted,
    overflow: 'hidden',
  },
  '& .HkReviewScoreSummary-fill': { display: 'block', height: '100%', backgroundColor: theme.palette.warning.main },
  '& .HkReviewScoreSummary-rowCount': {
    textAlign: 'end',
    paddingLeft: theme.spacing(1),
    minWidth: '4ch',
    fontVariantNumeric: 'tabular-nums',
    color: theme.palette.text.secondary,
  },
}));

/** The scores of the distribution, best first. */
const SCORES_BEST_FIRST = [5, 4, 3, 2, 1] as const;

/** What the score is made of, said under the full summary, with reviews or without. */
function basisNote() {
  return t(/*i18n*/ 'この評価は、当サイトで予約し、引越し業者が確定した引越しのお客様の口コミだけから計算しています。');
}

/**
 * A company's score from the reviews of moves booked through us: on a card, a star with the mean
 * and the count (「4.3（128件）」); in the company's details, the mean with five stars, how many gave
 * each score, how many moves kept the quoted price, and what the score is made of.
 */
export function ReviewScoreSummary({ summary, variant = 'compact', className, ref }: ReviewScoreSummaryProps) {
  const { count } = summary;
  const mean = shownMean(summary.mean ?? 0);
  const state = count === 0 ? 'empty' : 'rated';
  if (variant === 'compact') {
    return (
      <ReviewScoreSummaryRoot ref={ref} className={className} data-variant="compact" data-state={state}>
        {count === 0 ? (
          <span className="HkReviewScoreSummary-none">{t(/*i18n*/ '口コミはまだありません')}</span>
        ) : (
          <>
            <StarIcon />
            <span aria-hidden>{t(/*i18n*/ { id: '{mean}（{count}件）', values: { mean, count } })}</span>
            <VisuallyHidden>{t(/*i18n*/ { id: '満足度 5点中{mean}、口コミ{count}件', values: { mean, count } })}</VisuallyHidden>
            {summary.priceKept.of > 0 && (
              <span className="HkReviewScoreSummary-priceKept">{t(/*i18n*/ { id: '見積りどおりの料金 {of}件中{kept}件', values: summary.priceKept })}</span>
            )}
          </>
        )}
      </ReviewScoreSummaryRoot>
    );
  }
  return (
    <ReviewScoreSummaryRoot ref={ref} className={className} data-variant="full" data-state={state}>
      {count === 0 ? (
        <p className="HkReviewScoreSummary-none">{t(/*i18n*/ '口コミはまだありません')}</p>
      ) : (
        <>
          <ReviewScoreSummaryOverview>
            <div className="HkReviewScoreSummary-score">
              <p className="HkReviewScoreSummary-mean">
                <span aria-hidden>{mean}</span>
                <VisuallyHidden>{t(/*i18n*/ { id: '満足度 5点中{mean}', values: { mean } })}</VisuallyHidden>
              </p>
              <ReviewStars className="HkReviewScoreSummary-stars" value={Number(mean)} />
              <p className="HkReviewScoreSummary-count">{t(/*i18n*/ { id: '口コミ{count}件', values: { count } })}</p>
            </div>
            <Distribution summary={summary} />
          </ReviewScoreSummaryOverview>
          {summary.priceKept.of > 0 && (
            <p className="HkReviewScoreSummary-priceKept">
              {t(/*i18n*/ { id: '見積りどおりの料金だった引越し：{of}件中{kept}件', values: summary.priceKept })}
            </p>
          )}
        </>
      )}
      <p className="HkReviewScoreSummary-basis">{basisNote()}</p>
    </ReviewScoreSummaryRoot>
  );
}

/** How many gave each score, 5 to 1: a small table read row by row, its bars for the eye. */
function Distribution({ summary }: { summary: ReviewSummary }) {
  return (
    <ReviewScoreSummaryDistribution>
      <caption><VisuallyHidden>{t(/*i18n*/ '評価ごとの口コミの数')}</VisuallyHidden></caption>
      <thead>
        <tr>
          <th scope="col"><VisuallyHidden>{t(/*i18n*/ '評価')}</VisuallyHidden></th>
          <th scope="col"><VisuallyHidden>{t(/*i18n*/ '割合')}</VisuallyHidden></th>
          <th scope="col"><VisuallyHidden>{t(/*i18n*/ '件数')}</VisuallyHidden></th>
        </tr>
      </thead>
      <tbody>
        {SCORES_BEST_FIRST.map((score) => {
          const given = summary.distribution[score - 1] ?? 0;
          const percent = summary.count === 0 ? 0 : Math.round((given / summary.count) * 100);
          return (
            <tr key={score} data-score={score}>
              <th scope="row">
                <span aria-hidden>{score}<StarIcon /></span>
                <VisuallyHidden>{t(/*i18n*/ { id: '{score}点', values: { score } })}</VisuallyHidden>
              </th>
              <td className="HkReviewScoreSummary-barCell">
                <span className="HkReviewScoreSummary-bar" aria-hidden>
                  <span className="HkReviewScoreSummary-fill" style={{ width: `${(given / Math.max(summary.count, 1)) * 100}%` }} />
                </span>
                <VisuallyHidden>{`${percent}%`}</VisuallyHidden>
              </td>
              <td className="HkReviewScoreSummary-rowCount">{given}</td>
            </tr>
          );
        })}
      </tbody>
    </ReviewScoreSummaryDistribution>
  );
}
