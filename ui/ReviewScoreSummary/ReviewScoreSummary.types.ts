import type { Ref } from 'react';
import type { ReviewSummary } from '../../domain/reviews/review.ts';

/** How much of the summary to show: a line on a company card, or the whole of it in the company's details. */
export type ReviewScoreSummaryVariant = 'compact' | 'full';

export interface ReviewScoreSummaryProps {
  /** The company's summary of its published reviews (`reviewSummaryOf`). */
  summary: ReviewSummary;
  /**
   * `compact`: a star, the mean and the count, and how many moves kept the quoted price (a company card). `full`: the mean with
   * five stars, the count, the distribution of scores, the moves charged the quoted price and what
   * the score is made of (the company's details).
   * @default 'compact'
   */
  variant?: ReviewScoreSummaryVariant;
  /**
   * Extra class on the root element.
   * @default undefined
   */
  className?: string;
  /**
   * Ref to the root `<div>` element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}
