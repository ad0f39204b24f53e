import type { MyMoveReviewRequest } from '../../domain/api/reviewRequests.ts';
import type { ApiFieldError } from '../../domain/api/errors.ts';
import type { Message } from '../../domain/i18n/message.ts';
import type { ReviewRatings, ReviewScore } from '../../domain/reviews/review.ts';
import { REVIEW_MESSAGES } from '../../domain/reviews/reviewMessages.ts';
import { PAID_AMOUNT_PATTERN, reviewTextRule } from '../../domain/reviews/reviewRules.ts';
import type { ReviewFormField, ReviewFormValues } from '../../ui/ReviewForm/ReviewForm.types.ts';
// The form's model, not its index: the store loads no component.
import { EMPTY_REVIEW_FORM_VALUES } from '../../ui/ReviewForm/reviewFormModel.ts';

/*
 * The visitor's review form (issue 38) as the page holds it: the values of ui/ReviewForm, checked by
 * the rules the server checks (domain/reviews), sent as the API's body, and a refusal's field errors
 * put back on the form's fields. Pure, so the store's tests need no browser.
 */

/** A message per field refused: the page's own (a Message, read in its language) or the server's words. */
export type ReviewFormErrors = Partial<Record<ReviewFormField, Message>>;

/** A refusal's messages per field, worded by the server in the page's language. */
export type ReviewServerErrors = Partial<Record<ReviewFormField, string>>;

/** The form filled with a review the visitor wrote, to edit it. */
export function valuesOfReview(companyCode: string, ratings: ReviewRatings): ReviewFormValues {
  return {
    outcome: 'moved',
    companyCode,
    overall: ratings.overall,
    priceKept: ratings.priceKept,
    paidAmount: ratings.paidAmount === null ? '' : String(ratings.paidAmount),
    onTime: ratings.onTime,
    care: ratings.care,
    communication: ratings.communication,
    text: ratings.text,
  };
}

/** What the form lacks or gets wrong, by the server's rules (myMoveReviewRequestSchema); empty when it may be sent. */
export function reviewFormErrors(values: ReviewFormValues): ReviewFormErrors {
  const errors: ReviewFormErrors = {};
  if (values.outcome === null) return { outcome: REVIEW_MESSAGES.outcome };
  if (values.outcome !== 'movedElsewhere' && values.companyCode === null) errors.companyCode = REVIEW_MESSAGES.company;
  if (values.outcome !== 'moved') return errors;
  if (values.overall === null) errors.overall = REVIEW_MESSAGES.overall;
  if (values.priceKept === null) errors.priceKept = REVIEW_MESSAGES.priceKept;
  if (values.priceKept === false) {
    const amount = values.paidAmount.trim();
    if (amount === '') errors.paidAmount = REVIEW_MESSAGES.paidAmountRequired;
    else if (!PAID_AMOUNT_PATTERN.test(amount)) errors.paidAmount = REVIEW_MESSAGES.paidAmountInvalid;
  }
  if (values.onTime === null) errors.onTime = REVIEW_MESSAGES.onTime;
  if (values.care === null) errors.care = REVIEW_MESSAGES.care;
  if (values.communication === null) errors.communication = REVIEW_MESSAGES.communication;
  const text = reviewTextRule(values.text);
  if (text !== undefined) errors.text = text;
  return errors;
}

/** The API's body of values that passed `reviewFormErrors`: only a move a company did is rated. */
export function reviewRequestOf(values: ReviewFormValues): MyMoveReviewRequest {
  const outcome = values.outcome ?? 'movedElsewhere';
  if (outcome !== 'moved') return { outcome, companyCode: outcome === 'movedElsewhere' ? null : values.companyCode, ratings: null };
  const score = (value: ReviewScore | null) => value ?? 1;
  return {
    outcome,
    companyCode: values.companyCode,
    ratings: {
      overall: score(values.overall),
      priceKept: values.priceKept === true,
      paidAmount: values.priceKept === true ? null : Number(values.paidAmount.trim()),
      onTime: score(values.onTime),
      care: score(values.care),
      communication: score(values.communication),
      text: values.text,
    },
  };
}

/** The form's field of a server's field name ('ratings.paidAmount' → 'paidAmount'); null for one the form has not. */
export function formFieldOf(field: string | null): ReviewFormField | null {
  if (field === null) return null;
  const name = field.startsWith('ratings.') ? field.slice('ratings.'.length) : field;
  return name in EMPTY_REVIEW_FORM_VALUES ? (name as ReviewFormField) : null;
}

/**
 * A refusal's errors on the form's fields (the server words them in the page's language); an error
 * of no field of the form (the body as a whole) on the outcome, the form's first question.
 */
export function formErrorsOf(errors: readonly ApiFieldError[]): ReviewServerErrors {
  const result: ReviewServerErrors = {};
  for (const error of errors) {
    const field = formFieldOf(error.field) ?? 'outcome';
    result[field] ??= error.message;
  }
  return result;
}
