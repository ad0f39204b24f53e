import { describe, expect, it } from 'vitest';
import { API_ERROR_MAP } from './schemaParts.ts';
import { leadReviewAnswerSchema, leadReviewReportSchema, myMoveReviewDeleteSchema, myMoveReviewRequestSchema } from './reviewRequests.ts';
import { REVIEW_MESSAGES } from '../reviews/reviewMessages.ts';

const RATINGS = { overall: 5, priceKept: true, paidAmount: null, onTime: 4, care: 3, communication: 2, text: '  丁寧でした。 ' };

function fieldsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): string[] {
  return result.success ? [] : result.error!.issues.map((issue) => issue.path.join('.'));
}

describe('the review calls’ bodies (issue 38)', () => {
  it('takes a move a company did with its ratings, trimming the words, and keeps no amount when the price was kept', () => {
    const parsed = myMoveReviewRequestSchema.parse({ outcome: 'moved', companyCode: 'K0001', ratings: { ...RATINGS, paidAmount: 90_000 } });
    expect(parsed).toEqual({ outcome: 'moved', companyCode: 'K0001', ratings: { ...RATINGS, paidAmount: null, text: '丁寧でした。' } });
  });

  it('asks for the amount paid when the price was not kept, and refuses scores outside 1 to 5', () => {
    const refused = myMoveReviewRequestSchema.safeParse({ outcome: 'moved', companyCode: 'K0001', ratings: { ...RATINGS, priceKept: false, overall: 0, care: 6 } }, { error: API_ERROR_MAP });
    expect(fieldsOf(refused)).toEqual(expect.arrayContaining(['ratings.overall', 'ratings.care']));
    const noAmount = myMoveReviewRequestSchema.safeParse({ outcome: 'moved', companyCode: 'K0001', ratings: { ...RATINGS, priceKept: false } });
    expect(fieldsOf(noAmount)).toEqual(['ratings.paidAmount']);
    expect(noAmount.error!.issues[0]!.message).toBe(REVIEW_MESSAGES.paidAmountRequired);
    expect(myMoveReviewRequestSchema.parse({ outcome: 'moved', companyCode: 'K0001', ratings: { ...RATINGS, priceKept: false, paidAmount: 120_000 } }).ratings!.paidAmount).toBe(120_000);
  });

  it('names a company for a move it did or missed, none for a move with another, and rates only a move a company did', () => {
    expect(fieldsOf(myMoveReviewRequestSchema.safeParse({ outcome: 'moved', companyCode: 'K0001', ratings: null }))).toEqual(['ratings.overall']);
    expect(fieldsOf(myMoveReviewRequestSchema.safeParse({ outcome: 'noShow', companyCode: null, ratings: null }))).toEqual(['companyCode']);
    expect(myMoveReviewRequestSchema.parse({ outcome: 'noShow', companyCode: 'K0002', ratings: RATINGS })).toEqual({ outcome: 'noShow', companyCode: 'K0002', ratings: null });
    expect(myMoveReviewRequestSchema.parse({ outcome: 'movedElsewhere', companyCode: 'K0002', ratings: null })).toEqual({ outcome: 'movedElsewhere', companyCode: null, ratings: null });
  });

  it('takes a company’s answer and report, and the review to delete', () => {
    expect(leadReviewAnswerSchema.parse({ reviewId: 'RW-1', text: ' ありがとうございました。 ' }).text).toBe('ありがとうございました。');
    expect(fieldsOf(leadReviewAnswerSchema.safeParse({ reviewId: 'RW-1', text: 'あ'.repeat(501) }))).toEqual(['text']);
    expect(fieldsOf(leadReviewReportSchema.safeParse({ reviewId: 'RW-1', reason: 'rude' }))).toEqual(['reason']);
    expect(myMoveReviewDeleteSchema.parse({ reviewId: 'RW-1' })).toEqual({ reviewId: 'RW-1' });
  });
});
