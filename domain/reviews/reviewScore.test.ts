import { describe, expect, it } from 'vitest';
import { byRankingScore, PRIOR_REVIEWS, rankingScore, reviewSummaryOf, shownMean } from './reviewScore.ts';
import type { ReviewScore } from './review.ts';

const reviews = (scores: readonly ReviewScore[], keptOf = scores.length) =>
  scores.map((overall, index) => ({ overall, priceKept: index < keptOf }));

describe('a company’s score from its reviews', () => {
  it('counts the reviews, their mean, each score and the kept prices', () => {
    expect(reviewSummaryOf(reviews([5, 4, 4, 2], 3))).toEqual({ count: 4, mean: 3.75, distribution: [0, 1, 0, 2, 1], priceKept: { kept: 3, of: 4 } });
    expect(reviewSummaryOf([])).toEqual({ count: 0, mean: null, distribution: [0, 0, 0, 0, 0], priceKept: { kept: 0, of: 0 } });
  });

  it('ranks one 5-star review below 200 reviews at 4.6 (the README’s worked example)', () => {
    const overallMean = 4.2;
    const one = rankingScore(reviewSummaryOf(reviews([5])), overallMean)!;
    const many = rankingScore({ ...reviewSummaryOf([]), count: 200, mean: 4.6 }, overallMean)!;
    expect(PRIOR_REVIEWS).toBe(10);
    expect(one).toBeCloseTo((10 * 4.2 + 5) / 11, 10); // 4.27
    expect(many).toBeCloseTo((10 * 4.2 + 4.6 * 200) / 210, 10); // 4.58
    expect(many).toBeGreaterThan(one);
  });

  it('gives no score without reviews', () => {
    expect(rankingScore(reviewSummaryOf([]), 4)).toBeNull();
  });

  it('shows the mean with one decimal', () => {
    expect(shownMean(4.25)).toBe('4.3');
    expect(shownMean(4)).toBe('4.0');
    expect(shownMean(3.749)).toBe('3.7');
  });
});

describe('the sort by satisfaction', () => {
  it('puts higher ranking scores first and companies without reviews last, keeping their order among themselves', () => {
    const companies = [{ id: 'a', rankingScore: null }, { id: 'b', rankingScore: 4.1 }, { id: 'c', rankingScore: null }, { id: 'd', rankingScore: 4.6 }];
    expect([...companies].sort(byRankingScore).map((company) => company.id)).toEqual(['d', 'b', 'a', 'c']);
  });
});
