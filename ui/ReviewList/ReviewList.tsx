import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { japanToday } from '../../domain/dates/bookableWindow.ts';
import { dateInWords } from '../../domain/format/japanTime.ts';
import { monthInWords } from '../../domain/format/monthInWords.ts';
import { activeLocale, t } from '../../domain/i18n/i18n.ts';
import type { Locale } from '../../domain/i18n/locale.ts';
import { PREFECTURE_OPTIONS } from '../../domain/options/prefectures.ts';
import { RATED_ASPECTS, type PublishedReview, type RatedAspect } from '../../domain/reviews/review.ts';
import { StarIcon } from '../internal/icons.tsx';
import { japaneseNameProps } from '../internal/JapaneseName.tsx';
import { ReviewStars } from '../internal/ReviewStars.tsx';
import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';
import type { ReviewListProps } from './ReviewList.types.ts';

const ReviewListRoot = styled('div', { name: 'HkReviewList', slot: 'Root' })(({ theme }) => ({
  ...theme.typography.body2,
  '& .HkReviewList-list': { display: 'grid', gap: theme.spacing(1.5), margin: 0, padding: 0, listStyle: 'none' },
  '& .HkReviewList-empty': { margin: 0, color: theme.palette.text.secondary },
}));

const ReviewListItem = styled('li', { name: 'HkReviewList', slot: 'Item' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  minWidth: 0,
  padding: theme.spacing(2),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.radius.md,
  backgroundColor: theme.palette.surface.raised,
  '& p': { margin: 0 },
  '& .HkReviewList-heading': { ...theme.typography.subtitle1, fontWeight: theme.typography.fontWeightBold, margin: 0, overflowWrap: 'anywhere' },
  '& .HkReviewList-rating': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing(0.5, 1.5) },
  '& .HkReviewList-overall': { display: 'inline-flex', alignItems: 'center', gap: theme.spacing(0.75) },
  '& .HkReviewList-stars': { fontSize: theme.spacing(2.5) },
  '& .HkReviewList-overallScore': { ...theme.typography.subtitle1, fontWeight: theme.typography.fontWeightBold, lineHeight: 1 },
  '& .HkReviewList-badge': {
    ...theme.typography.caption,
    padding: theme.spacing(0, 0.75),
    borderRadius: theme.radius.sm,
    border: `1px solid ${theme.palette.success.main}`,
    color: theme.palette.success.main,
    fontWeight: theme.typography.fontWeightBold,
    whiteSpace: 'nowrap',
  },
  '& .HkReviewList-details': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing(0.5, 2) },
  '& .HkReviewList-aspects': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(0.5, 2), margin: 0 },
  '& .HkReviewList-aspect': { display: 'inline-flex', alignItems: 'center', gap: theme.spacing(0.5) },
  '& .HkReviewList-aspect dt': { color: theme.palette.text.secondary },
  '& .HkReviewList-aspect dd': { display: 'inline-flex', alignItems: 'center', margin: 0, fontWeight: theme.typography.fontWeightBold },
  '& .HkReviewList-aspect svg': { fontSize: '1.1em', color: theme.palette.warning.main },
  '& .HkReviewList-price': {
    ...theme.typography.caption,
    padding: theme.spacing(0, 0.75),
    borderRadius: theme.radius.sm,
    fontWeight: theme.typography.fontWeightBold,
    whiteSpace: 'nowrap',
    color: theme.palette.success.main,
    backgroundColor: theme.palette.success.light,
  },
  '& .HkReviewList-price[data-kept="false"]': { color: theme.palette.warning.main, backgroundColor: theme.palette.warning.light },
  // A visitor's own line breaks are kept; a long word or URL wraps rather than widening the card.
  '& .HkReviewList-text': { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  '& .HkReviewList-meta': { ...theme.typography.caption, color: theme.palette.text.secondary },
  '& .HkReviewList-answer': {
    display: 'grid',
    gap: theme.spacing(0.5),
    marginTop: theme.spacing(0.5),
    padding: theme.spacing(1.5),
    borderLeft: `${theme.spacing(0.5)} solid ${theme.palette.primary.main}`,
    borderRadius: theme.radius.sm,
    backgroundColor: theme.palette.surface.muted,
  },
  '& .HkReviewList-answerHead': { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: theme.spacing(1) },
  '& .HkReviewList-answerHeading': { ...theme.typography.body2, fontWeight: theme.typography.fontWeightBold, margin: 0 },
  '& .HkReviewList-answerDate': { ...theme.typography.caption, color: theme.palette.text.secondary },
}));

const ASPECT_LABELS: Readonly<Record<RatedAspect, string>> = {
  onTime: /*i18n*/ '時間どおり',
  care: /*i18n*/ '荷物の扱い',
  communication: /*i18n*/ '対応',
};

/** The language a review was written in, named in the page's language. */
const WRITTEN_IN: Readonly<Record<Locale, string>> = {
  ja: /*i18n*/ '日本語で投稿',
  en: /*i18n*/ '英語で投稿',
  zh: /*i18n*/ '中国語で投稿',
  vi: /*i18n*/ 'ベトナム語で投稿',
};

/** A prefecture code's name in the page's language; an unknown code as it is. */
function prefectureName(code: string): string {
  const option = PREFECTURE_OPTIONS.find((prefecture) => prefecture.value === code);
  return option === undefined ? code : t(option.label);
}

/** A review's heading: the month of the move and its route by prefecture, nothing more of the reviewer. */
function moveInWords(review: PublishedReview, locale: Locale): string {
  const month = monthInWords(review.movedMonth, locale);
  const { from, to } = review.route;
  return from === to
    ? t(/*i18n*/ { id: '{month}の引越し（{prefecture}内）', values: { month, prefecture: prefectureName(from) } })
    : t(/*i18n*/ { id: '{month}の引越し（{from}→{to}）', values: { month, from: prefectureName(from), to: prefectureName(to) } });
}

/** An instant's calendar day in Japan, in words: '2026年4月2日'. */
function dayInWords(instant: string, locale: Locale): string {
  return dateInWords(japanToday(new Date(instant)), locale);
}

/**
 * The published reviews of a company, newest first: each the month and prefectures of the move
 * (nothing else of the reviewer), its scores, whether the quoted price was kept, the text in the
 * language it was written in, and the company's answer.
 */
export function ReviewList({ reviews, emptyLabel, headingLevel = 3, className, ref }: ReviewListProps) {
  return (
    <ReviewListRoot ref={ref} className={className} data-state={reviews.length === 0 ? 'empty' : 'filled'}>
      {reviews.length === 0 ? (
        <p className="HkReviewList-empty">{emptyLabel ?? t(/*i18n*/ '口コミはまだありません')}</p>
      ) : (
        <ul className="HkReviewList-list">
          {reviews.map((review) => <ReviewListEntry key={review.id} review={review} headingLevel={headingLevel} />)}
        </ul>
      )}
    </ReviewListRoot>
  );
}

/** One review, a list item named by its heading. */
function ReviewListEntry({ review, headingLevel }: { review: PublishedReview; headingLevel: 3 | 4 }) {
  const headingId = useId();
  const locale = activeLocale();
  const Heading = `h${headingLevel}` as const;
  const AnswerHeading = `h${headingLevel + 1}` as 'h4' | 'h5';
  const { ratings } = review;
  return (
    <ReviewListItem aria-labelledby={headingId} data-language={review.language}>
      <Heading id={headingId} className="HkReviewList-heading">{moveInWords(review, locale)}</Heading>
      <div className="HkReviewList-rating">
        <p className="HkReviewList-overall">
          <ReviewStars className="HkReviewList-stars" value={ratings.overall} />
          <span className="HkReviewList-overallScore" aria-hidden>{ratings.overall}</span>
          <VisuallyHidden>{t(/*i18n*/ { id: '総合評価 5点中{score}点', values: { score: ratings.overall } })}</VisuallyHidden>
        </p>
        <span className="HkReviewList-badge">{t(/*i18n*/ '当サイトで予約した引越し')}</span>
      </div>
      <div className="HkReviewList-details">
        <dl className="HkReviewList-aspects">
          {RATED_ASPECTS.map((aspect) => (
            <div key={aspect} className="HkReviewList-aspect">
              <dt>{t(ASPECT_LABELS[aspect])}</dt>
              <dd>
                <StarIcon />
                <span aria-hidden>{ratings[aspect]}</span>
                <VisuallyHidden>{t(/*i18n*/ { id: '5点中{score}点', values: { score: ratings[aspect] } })}</VisuallyHidden>
              </dd>
            </div>
          ))}
        </dl>
        <span className="HkReviewList-price" data-kept={ratings.priceKept}>
          {ratings.priceKept ? t(/*i18n*/ '見積りどおりの料金') : t(/*i18n*/ '見積りと異なる料金')}
        </span>
      </div>
      {ratings.text !== '' && <p className="HkReviewList-text" lang={review.language}>{ratings.text}</p>}
      <p className="HkReviewList-meta">
        {ratings.text !== '' && <>{t(WRITTEN_IN[review.language])}<span aria-hidden>{' · '}</span></>}
        {t(/*i18n*/ { id: '{date}に投稿', values: { date: dayInWords(review.postedAt, locale) } })}
      </p>
      {review.answer && (
        <div className="HkReviewList-answer">
          <div className="HkReviewList-answerHead">
            <AnswerHeading className="HkReviewList-answerHeading">{t(/*i18n*/ '引越し業者からの回答')}</AnswerHeading>
            <span className="HkReviewList-answerDate">{dayInWords(review.answer.answeredAt, locale)}</span>
          </div>
          {/* Companies answer in Japanese (their pages are Japanese only): marked so on an English page. */}
          <p className="HkReviewList-text" {...japaneseNameProps()}>{review.answer.text}</p>
        </div>
      )}
    </ReviewListItem>
  );
}
