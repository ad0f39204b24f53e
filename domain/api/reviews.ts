import type { MoveOutcome, PublishedReview, ReviewRatings, ReviewSummary } from '../reviews/review.ts';

export type { MyMoveReviewRequest, MyMoveReviewDeleteRequest, MyMoveOutcomeWithdrawRequest, LeadReviewAnswerRequest, LeadReviewReportRequest, CompanyReviewsQuery } from './reviewRequests.ts';

/** The error codes of the review calls (issue 38), beside the messages that word them. */
export const REVIEW_ERROR_CODES = {
  /** The request has no move a company confirmed through us (an estimate, or nothing confirmed). */
  notReviewable: 'REVIEW_NOT_REVIEWABLE',
  /** The move day has not passed yet. */
  tooEarly: 'REVIEW_TOO_EARLY',
  /** The visitor told us already (a review exists, or the move's outcome was told). */
  alreadyTold: 'REVIEW_ALREADY_TOLD',
  /** The review's editing window has ended (deleting stays possible). */
  editClosed: 'REVIEW_EDIT_CLOSED',
  /** No review to change or delete. */
  noReview: 'REVIEW_NOT_FOUND',
  /** No outcome told, or another than the one taken back. */
  noOutcome: 'REVIEW_OUTCOME_NOT_FOUND',
  /** The window to take back an outcome has ended. */
  withdrawClosed: 'REVIEW_WITHDRAW_CLOSED',
  /** The company answered the review already. */
  answered: 'REVIEW_ALREADY_ANSWERED',
  /** The company reported the review already. */
  reported: 'REVIEW_ALREADY_REPORTED',
} as const;

/** A company's reviews as its card and its detail show them: the summary and the score it is sorted by. */
export interface CompanyReviews extends ReviewSummary {
  /**
   * The score sorting by satisfaction uses: the reviews' mean pulled towards the mean of every
   * company's reviews while they are few (domain/reviews/reviewScore.ts); null without reviews.
   */
  rankingScore: number | null;
}

/** GET /api/companies/reviews/: a company's summary and its published reviews, newest first. */
export interface CompanyReviewsResponse {
  companyCode: string;
  summary: CompanyReviews;
  reviews: PublishedReview[];
}

/** The visitor's own review, as their page shows it (with what only they see). */
export interface OwnReview extends PublishedReview {
  ratings: ReviewRatings;
  /** Until when it can be edited (ISO instant); deleting stays possible. */
  editableUntil: string;
  editable: boolean;
  /** Hidden by the operator, with the reason; it is not shown or counted meanwhile. */
  hidden: { reason: string } | null;
}

/** The review part of the visitor's page: what they may tell of their move, and what they told. */
export interface MyMoveReview {
  /** The companies that confirmed the move, to choose from. */
  companies: { code: string; name: string }[];
  /** Whether the visitor may tell now: the move day has passed and they have told nothing yet. */
  open: boolean;
  /** The day from which they may (the day after the move day), 'yyyy-MM-dd'. */
  opensOn: string;
  /** What they told that no review holds: a company did not come, or they moved with another. */
  outcome: {
    outcome: Exclude<MoveOutcome, 'moved'>;
    companyCode: string | null;
    toldAt: string;
    /** Until when the visitor may take it back (ISO instant), as long as a review may be edited. */
    withdrawableUntil: string;
    withdrawable: boolean;
  } | null;
  review: OwnReview | null;
}

/** GET and POST /api/my-move/review/…: the review part of the visitor's page, null when the request has no move a company confirmed. */
export interface MyMoveReviewResponse {
  review: MyMoveReview | null;
}

/** GET and POST /api/lead/review/…: the review of the company's lead, null while it has none. */
export interface LeadReviewResponse {
  review: LeadReview | null;
}

/** The review of a company's lead, as its lead page shows it. */
export interface LeadReview extends PublishedReview {
  /** Whether the company may still answer it (once). */
  answerable: boolean;
  /** The company's report to the operator, if it made one. */
  report: { reason: 'personalData' | 'notCustomer'; reportedAt: string } | null;
  hidden: boolean;
}
