import type { ReviewScore, ReviewSummary } from './review.ts';

/**
 * How many reviews at the overall mean a company's score starts from: a company with few reviews is
 * pulled towards the mean of every company's reviews, one with many stands on its own (README
 * "Reviews": the sort's formula and a worked example).
 */
export const PRIOR_REVIEWS = 10;

/** The reviews of one company as the score counts them. */
export interface CountedReview {
  overall: ReviewScore;
  priceKept: boolean;
}

/** A company's summary of its published reviews. */
export function reviewSummaryOf(reviews: readonly CountedReview[]): ReviewSummary {
  const distribution: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  for (const review of reviews) distribution[review.overall - 1]! += 1;
  const total = reviews.reduce((sum, review) => sum + review.overall, 0);
  return {
    count: reviews.length,
    mean: reviews.length === 0 ? null : total / reviews.length,
    distribution,
    priceKept: { kept: reviews.filter((review) => review.priceKept).length, of: reviews.length },
  };
}

/**
 * The score companies are sorted by: (PRIOR_REVIEWS × overallMean + the sum of its scores) /
 * (PRIOR_REVIEWS + its count) — a Bayesian mean. Null without reviews: such companies sort after
 * every company with reviews. `overallMean` is the mean of every published review of every company.
 */
export function rankingScore(summary: ReviewSummary, overallMean: number): number | null {
  if (summary.count === 0 || summary.mean === null) return null;
  return (PRIOR_REVIEWS * overallMean + summary.mean * summary.count) / (PRIOR_REVIEWS + summary.count);
}

/** The summary's mean as a card shows it: one decimal, 4.25 → "4.3". */
export function shownMean(mean: number): string {
  return (Math.round(mean * 10) / 10).toFixed(1);
}

/** Orders companies by their ranking score, highest first; those without reviews after every company with them. */
export function byRankingScore(a: { rankingScore: number | null }, b: { rankingScore: number | null }): number {
  if (a.rankingScore === null || b.rankingScore === null) return (a.rankingScore === null ? 1 : 0) - (b.rankingScore === null ? 1 : 0);
  return b.rankingScore - a.rankingScore;
}
