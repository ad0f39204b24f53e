import type { Locale } from '../i18n/locale.ts';

/*
 * Reviews (issue 38): only a visitor whose move a company confirmed through us reviews it, once per
 * lead, and the score a company card shows is made of these reviews alone.
 */

/** A score from 1 (poor) to 5 (excellent). */
export type ReviewScore = 1 | 2 | 3 | 4 | 5;

export const REVIEW_SCORES: readonly ReviewScore[] = [1, 2, 3, 4, 5];

/** The aspects rated 1 to 5 beside the overall score (the price is asked as kept or not). */
export const RATED_ASPECTS = ['onTime', 'care', 'communication'] as const;
export type RatedAspect = (typeof RATED_ASPECTS)[number];

/** The longest review text, in characters (README "Reviews"). */
export const REVIEW_TEXT_MAX_LENGTH = 1000;

/** The longest answer a company gives beside a review, in characters. */
export const REVIEW_ANSWER_MAX_LENGTH = 500;

/** Days a visitor may edit their review after posting it (deleting it stays possible at any time). */
export const REVIEW_EDIT_DAYS = 14;

/** What the visitor says of one company's move, as they rate it. */
export interface ReviewRatings {
  overall: ReviewScore;
  /** Whether the final price was the price quoted here. */
  priceKept: boolean;
  /** What the visitor paid, in yen, when the price was not kept; null when it was. */
  paidAmount: number | null;
  onTime: ReviewScore;
  care: ReviewScore;
  communication: ReviewScore;
  /** Optional, in any language we serve; '' when none. */
  text: string;
}

/**
 * How the visitor's move went, as they tell it: the company moved them (and they rate it), the
 * company did not come (reported to the operator), or they moved with another company.
 */
export type MoveOutcome = 'moved' | 'noShow' | 'movedElsewhere';

export const MOVE_OUTCOMES: readonly MoveOutcome[] = ['moved', 'noShow', 'movedElsewhere'];

/** A published review as everyone sees it: nothing of the reviewer but the month and the prefectures of the move. */
export interface PublishedReview {
  id: string;
  companyCode: string;
  ratings: Omit<ReviewRatings, 'paidAmount'>;
  /** The language the text was written in (the page it was written on). */
  language: Locale;
  /** The month of the move, 'yyyy-MM'. */
  movedMonth: string;
  /** The route by prefecture codes only ('01'..'47'). */
  route: { from: string; to: string };
  postedAt: string;
  /** The company's one public answer. */
  answer: { text: string; answeredAt: string } | null;
}

/** A company's score from its published reviews. */
export interface ReviewSummary {
  /** Published reviews counted. */
  count: number;
  /** The plain mean of their overall scores, null without reviews. */
  mean: number | null;
  /** How many gave 1, 2, 3, 4 and 5 (index 0 is 1). */
  distribution: readonly [number, number, number, number, number];
  /** Moves whose final price was the one quoted, of those reviewed. */
  priceKept: { kept: number; of: number };
}
