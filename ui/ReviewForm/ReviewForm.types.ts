import type { Ref } from 'react';
import type { MoveOutcome, ReviewScore } from '../../domain/reviews/review.ts';

/** A company that confirmed the visitor's move: the ones the visitor may review or report. */
export interface ReviewFormCompany {
  /** The company's code, as `companyCode` names it. */
  code: string;
  /** The company's name, a proper noun shown as given (marked as Japanese on an English page). */
  name: string;
}

/** The form's values, as the page holds them (react-final-form): nothing is kept inside the component. */
export interface ReviewFormValues {
  /** How the move went; null until the visitor says. */
  outcome: MoveOutcome | null;
  /** The company that moved the visitor or did not come; null for 'movedElsewhere' or until chosen. */
  companyCode: string | null;
  overall: ReviewScore | null;
  /** Whether the final price was the price quoted; null until answered. */
  priceKept: boolean | null;
  /** What the visitor paid, in yen, as typed (asked when the price was not kept). */
  paidAmount: string;
  onTime: ReviewScore | null;
  care: ReviewScore | null;
  communication: ReviewScore | null;
  /** The visitor's words, '' when none. */
  text: string;
}

/** A field of the form, as `errors` names it. */
export type ReviewFormField = keyof ReviewFormValues;

export interface ReviewFormProps {
  /** The companies that confirmed the visitor's move (one for a quick booking, maybe several for a provisional reservation). */
  companies: readonly ReviewFormCompany[];
  /** The values (controlled). */
  value: ReviewFormValues;
  /** Called with the whole of the values after any change. */
  onChange: (value: ReviewFormValues) => void;
  /**
   * A message per field refused (from the page's validation), shown under it.
   * @default {}
   */
  errors?: Partial<Record<ReviewFormField, string>>;
  /** Called when the visitor sends the form (its button, or Enter in a one-line field). */
  onSubmit: () => void;
  /**
   * The form is being sent: its buttons wait.
   * @default false
   */
  submitting?: boolean;
  /**
   * Called when the visitor deletes their review; given, the form edits an existing review and
   * shows 「口コミを削除する」.
   * @default undefined
   */
  onDelete?: () => void;
  /**
   * Until when (an ISO 8601 instant) the review may be edited, said in Japan time.
   * @default undefined
   */
  editableUntil?: string;
  /**
   * Extra class on the root element.
   * @default undefined
   */
  className?: string;
  /**
   * Ref to the root `<form>` element.
   * @default undefined
   */
  ref?: Ref<HTMLFormElement>;
}
