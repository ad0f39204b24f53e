import { z } from 'zod';
import { MOVE_OUTCOMES, REVIEW_SCORES, type ReviewScore } from '../reviews/review.ts';
import { REVIEW_MESSAGES } from '../reviews/reviewMessages.ts';
import { reviewAnswerRule, reviewTextRule } from '../reviews/reviewRules.ts';
import { companyCodeField, identifierField, oneOf, reportIssue, ruleField } from './schemaParts.ts';

// The bodies of the review calls (issue 38), checked by the server; apart from ./reviews.ts so a page
// that shows reviews loads no zod.

const scoreField = (message: string) =>
  z.union(REVIEW_SCORES.map((score) => z.literal(score)) as unknown as [z.ZodLiteral<ReviewScore>, ...z.ZodLiteral<ReviewScore>[]], { error: message });

/** The ratings of a move a company did: every score 1 to 5, the price kept or what was paid, optional words. */
const ratingsSchema = z
  .object({
    overall: scoreField(REVIEW_MESSAGES.overall),
    priceKept: z.boolean({ error: REVIEW_MESSAGES.priceKept }),
    paidAmount: z.int({ error: REVIEW_MESSAGES.paidAmountInvalid }).min(1, REVIEW_MESSAGES.paidAmountInvalid).max(99_999_999, REVIEW_MESSAGES.paidAmountInvalid).nullable(),
    onTime: scoreField(REVIEW_MESSAGES.onTime),
    care: scoreField(REVIEW_MESSAGES.care),
    communication: scoreField(REVIEW_MESSAGES.communication),
    text: ruleField(reviewTextRule),
  })
  .strict()
  .superRefine((ratings, ctx) => {
    if (!ratings.priceKept && ratings.paidAmount === null) reportIssue(ctx, REVIEW_MESSAGES.paidAmountRequired, ['paidAmount']);
  })
  // What was paid is kept only when it was not the price quoted.
  .transform((ratings) => ({ ...ratings, paidAmount: ratings.priceKept ? null : ratings.paidAmount }));

/**
 * POST /api/my-move/review/ and …/review/update/: how the move went. `moved` names the company that
 * moved the visitor and rates it; `noShow` names the company that did not come; `movedElsewhere` names none.
 */
export const myMoveReviewRequestSchema = z
  .object({
    outcome: oneOf(MOVE_OUTCOMES as ['moved', 'noShow', 'movedElsewhere'], REVIEW_MESSAGES.outcome),
    companyCode: companyCodeField.nullable(),
    ratings: ratingsSchema.nullable(),
  })
  .strict()
  .superRefine((request, ctx) => {
    if (request.outcome !== 'movedElsewhere' && request.companyCode === null) reportIssue(ctx, REVIEW_MESSAGES.company, ['companyCode']);
    if (request.outcome === 'moved' && request.ratings === null) reportIssue(ctx, REVIEW_MESSAGES.overall, ['ratings', 'overall']);
  })
  // Only a move a company did is rated, and only a company that did or did not come is named.
  .transform((request) => ({
    outcome: request.outcome,
    companyCode: request.outcome === 'movedElsewhere' ? null : request.companyCode,
    ratings: request.outcome === 'moved' ? request.ratings : null,
  }));
export type MyMoveReviewRequest = z.infer<typeof myMoveReviewRequestSchema>;

/** POST /api/my-move/review/delete/: the review to delete (the one the page showed). */
export const myMoveReviewDeleteSchema = z.object({ reviewId: identifierField }).strict();
export type MyMoveReviewDeleteRequest = z.infer<typeof myMoveReviewDeleteSchema>;

/** POST /api/my-move/review/withdraw/: what the visitor takes back (the outcome the page showed, so a stale page takes back nothing else). */
export const myMoveOutcomeWithdrawSchema = z.object({ outcome: oneOf(['noShow', 'movedElsewhere'], REVIEW_MESSAGES.outcome) }).strict();
export type MyMoveOutcomeWithdrawRequest = z.infer<typeof myMoveOutcomeWithdrawSchema>;

/** POST /api/lead/review/answer/: the company's one public answer to the review (named, so a stale page answers nothing else). */
export const leadReviewAnswerSchema = z.object({ reviewId: identifierField, text: ruleField(reviewAnswerRule, REVIEW_MESSAGES.answerRequired) }).strict();
export type LeadReviewAnswerRequest = z.infer<typeof leadReviewAnswerSchema>;

/** POST /api/lead/review/report/: the company reports the review to the operator, with the reason. */
export const leadReviewReportSchema = z
  .object({ reviewId: identifierField, reason: oneOf(['personalData', 'notCustomer'], REVIEW_MESSAGES.reportReason) })
  .strict();
export type LeadReviewReportRequest = z.infer<typeof leadReviewReportSchema>;

/** GET /api/companies/reviews/?code=…: a company's published reviews. */
export const companyReviewsQuerySchema = z.object({ code: companyCodeField }).strict();
export type CompanyReviewsQuery = z.infer<typeof companyReviewsQuerySchema>;
