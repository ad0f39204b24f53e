import type { OwnReview } from '../../domain/api/reviews.ts';

/** A visitor's own review of K0001, posted on 6 December 2026 and editable for 14 days (sample data of the tests only). */
export function sampleOwnReview(overrides: Partial<OwnReview> = {}): OwnReview {
  return {
    id: 'review-1',
    companyCode: 'K0001',
    ratings: { overall: 4, priceKept: true, paidAmount: null, onTime: 4, care: 4, communication: 4, text: '' },
    language: 'ja',
    movedMonth: '2026-12',
    route: { from: '13', to: '14' },
    postedAt: '2026-12-06T01:00:00.000Z',
    answer: null,
    editableUntil: '2026-12-20T01:00:00.000Z',
    editable: true,
    hidden: null,
    ...overrides,
  };
}
