import { describe, expect, it } from 'vitest';
import { myMoveReviewRequestSchema } from '../../domain/api/reviewRequests.ts';
import { REVIEW_MESSAGES } from '../../domain/reviews/reviewMessages.ts';
import type { ReviewFormValues } from '../../ui/ReviewForm/ReviewForm.types.ts';
import { EMPTY_REVIEW_FORM_VALUES } from '../../ui/ReviewForm/reviewFormModel.ts';
import { formErrorsOf, reviewFormErrors, reviewRequestOf, valuesOfReview } from './reviewValues.ts';

const FILLED: ReviewFormValues = { outcome: 'moved', companyCode: 'K0001', overall: 5, priceKept: true, paidAmount: '', onTime: 4, care: 5, communication: 4, text: 'ありがとうございました。\n助かりました。' };

describe('the review form\'s values (issue 38)', () => {
  it('asks first how the move went, then the company, then every score of a move a company did', () => {
    expect(reviewFormErrors(EMPTY_REVIEW_FORM_VALUES)).toEqual({ outcome: REVIEW_MESSAGES.outcome });
    expect(reviewFormErrors({ ...EMPTY_REVIEW_FORM_VALUES, outcome: 'noShow' })).toEqual({ companyCode: REVIEW_MESSAGES.company });
    expect(reviewFormErrors({ ...EMPTY_REVIEW_FORM_VALUES, outcome: 'movedElsewhere' })).toEqual({});
    expect(reviewFormErrors({ ...EMPTY_REVIEW_FORM_VALUES, outcome: 'moved', companyCode: 'K0001' })).toEqual({
      overall: REVIEW_MESSAGES.overall,
      priceKept: REVIEW_MESSAGES.priceKept,
      onTime: REVIEW_MESSAGES.onTime,
      care: REVIEW_MESSAGES.care,
      communication: REVIEW_MESSAGES.communication,
    });
    expect(reviewFormErrors(FILLED)).toEqual({});
  });

  it('asks what was paid when the price was not kept, in whole yen', () => {
    expect(reviewFormErrors({ ...FILLED, priceKept: false })).toEqual({ paidAmount: REVIEW_MESSAGES.paidAmountRequired });
    expect(reviewFormErrors({ ...FILLED, priceKept: false, paidAmount: '12,000' })).toEqual({ paidAmount: REVIEW_MESSAGES.paidAmountInvalid });
    expect(reviewFormErrors({ ...FILLED, priceKept: false, paidAmount: '0' })).toEqual({ paidAmount: REVIEW_MESSAGES.paidAmountInvalid });
    expect(reviewFormErrors({ ...FILLED, priceKept: false, paidAmount: '52000' })).toEqual({});
  });

  it('holds the words to the server\'s rule', () => {
    expect(reviewFormErrors({ ...FILLED, text: 'あ'.repeat(1001) })).toEqual({ text: REVIEW_MESSAGES.textTooLong });
    expect(reviewFormErrors({ ...FILLED, text: 'あ'.repeat(1000) })).toEqual({});
  });

  it('sends what the server\'s schema takes, and fills the form back from a review', () => {
    for (const values of [FILLED, { ...FILLED, priceKept: false, paidAmount: '52000' }, { ...FILLED, outcome: 'noShow' as const }, { ...FILLED, outcome: 'movedElsewhere' as const }]) {
      const body = reviewRequestOf(values);
      expect(myMoveReviewRequestSchema.safeParse(body)).toMatchObject({ success: true, data: body });
    }
    const body = reviewRequestOf({ ...FILLED, priceKept: false, paidAmount: '52000' });
    expect(valuesOfReview('K0001', body.ratings!)).toEqual({ ...FILLED, priceKept: false, paidAmount: '52000' });
  });

  it('puts a refusal\'s errors on the form\'s fields, an error of no field on the first question', () => {
    expect(formErrorsOf([
      { code: 'INVALID_INPUT', message: 'A', field: 'ratings.overall' },
      { code: 'INVALID_INPUT', message: 'B', field: 'ratings.paidAmount' },
      { code: 'INVALID_INPUT', message: 'C', field: 'companyCode' },
      { code: 'INVALID_INPUT', message: 'D', field: 'ratings' },
      { code: 'INVALID_INPUT', message: 'E', field: 'ratings.text' },
    ])).toEqual({ overall: 'A', paidAmount: 'B', companyCode: 'C', outcome: 'D', text: 'E' });
  });
});
