import type { MoveOutcome } from '../../domain/reviews/review.ts';
import type { ReviewFormCompany, ReviewFormValues } from './ReviewForm.types.ts';

/** The values of a review not yet written: nothing answered. */
export const EMPTY_REVIEW_FORM_VALUES: ReviewFormValues = {
  outcome: null,
  companyCode: null,
  overall: null,
  priceKept: null,
  paidAmount: '',
  onTime: null,
  care: null,
  communication: null,
  text: '',
};

/** One answer to 「引越しはどうでしたか」: an outcome with the company it is about (none for 'movedElsewhere'). */
export interface ReviewFormOutcomeChoice {
  /** The radio's value: the outcome and the company's code together. */
  key: string;
  outcome: MoveOutcome;
  company: ReviewFormCompany | null;
}

/** The radio value of an outcome with its company: 'moved:c001', 'noShow:c001', 'movedElsewhere'. */
export function outcomeKey(outcome: MoveOutcome | null, companyCode: string | null): string {
  if (outcome === null) return '';
  return outcome === 'movedElsewhere' ? outcome : `${outcome}:${companyCode ?? ''}`;
}

/**
 * The answers in the order they are offered: each company that moved the visitor, then each that
 * did not come, then another company (most visitors moved with the company they booked).
 */
export function outcomeChoices(companies: readonly ReviewFormCompany[]): ReviewFormOutcomeChoice[] {
  const about = (outcome: 'moved' | 'noShow') => companies.map((company) => ({ key: outcomeKey(outcome, company.code), outcome, company }));
  return [...about('moved'), ...about('noShow'), { key: outcomeKey('movedElsewhere', null), outcome: 'movedElsewhere', company: null }];
}

/** What the form's button does, by the outcome chosen (a review until the visitor says otherwise). */
export type ReviewFormAction = 'post' | 'update' | 'report' | 'send';

export function actionOf(outcome: MoveOutcome | null, editing: boolean): ReviewFormAction {
  if (outcome === 'noShow') return 'report';
  if (outcome === 'movedElsewhere') return 'send';
  return editing ? 'update' : 'post';
}
