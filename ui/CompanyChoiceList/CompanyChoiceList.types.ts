import type { Ref } from 'react';
import type { CompanyLanguages } from '../../domain/api/company.ts';
import type { PriceLine } from '../../domain/api/priceLines.ts';
import type { ReviewSummary } from '../../domain/reviews/review.ts';
import type { ErrorRevealProps } from '../internal/useRevealedErrors.ts';

/** One company the visitor may choose: plain values, whichever flow they come from. */
export interface CompanyChoice {
  /** Company id (kissCd). */
  id: string;
  /** Company name, a proper noun shown as given (in Japanese, marked so on an English page). */
  name: string;
  /** URL of the logo (built by the app from logoFileNm); no picture without it. */
  logoUrl?: string;
  /**
   * The company's reviews of moves booked through us (the API's `reviews`): their mean and count
   * (「★4.3（128件）」), or 「口コミはまだありません」 ("No reviews yet"); nothing is said of reviews when absent.
   */
  reviews?: ReviewSummary;
  /** Price in yen, null when the company gives none; not shown when absent (estimate flow). */
  price?: number | null;
  /** The lines of `price` (`priceLinesOf(parts)`), opened under the company; they add up to `price`. */
  priceLines?: readonly PriceLine[];
  /** Whether the company gives an estimate; shows a label when given, nothing when absent. */
  estimate?: boolean;
  /** The languages the company serves its customers in (the API's `languages`); with 'en' it shows 「英語対応」 ("English spoken"). */
  languages?: CompanyLanguages;
}

/** A group of companies under its own heading (the estimate flow's with- and without-estimate lists). */
export interface CompanyChoiceGroup {
  /** Stable key of the group. */
  id: string;
  /** Heading of the group; none when absent (a single list). */
  heading?: string;
  /** A short explanation under the heading. */
  note?: string;
  /** Companies in the order to show them; an empty group is not rendered. */
  companies: readonly CompanyChoice[];
}

/** What the list shows as a whole; exposed as `data-state` on the root. */
export type CompanyChoiceListState = 'ready' | 'stale' | 'empty';

export interface CompanyChoiceListProps extends ErrorRevealProps {
  /** The groups of companies, each under its heading; one group without heading for a plain list. */
  groups: readonly CompanyChoiceGroup[];
  /** Ids of the chosen companies. */
  selectedIds: readonly string[];
  /** Called with the new ids, in the order chosen, after the visitor ticks or unticks a company. */
  onSelectedIdsChange: (ids: string[]) => void;
  /**
   * Most companies that may be chosen (reservation: 3); ticking one more is refused.
   * @default undefined
   */
  maxSelected?: number;
  /**
   * Called with the id of the company whose ticking was refused because `maxSelected` were chosen.
   * @default undefined
   */
  onLimitExceeded?: (id: string) => void;
  /**
   * Warning shown under the refused company until the selection changes
   * (仮予約を依頼する業者は3社以内でご選択ください).
   * @default undefined
   */
  limitMessage?: string;
  /**
   * Validation message of the whole choice (見積りを依頼する引越し業者を1社以上選択してください。), shown per `revealErrors`.
   * @default undefined
   */
  error?: string;
  /**
   * Called when focus leaves the list.
   * @default undefined
   */
  onBlur?: () => void;
  /**
   * Average price of the listed companies in yen; each price says how far it is from it.
   * @default null
   */
  averagePrice?: number | null;
  /**
   * Called with the id of the company whose 詳細 button the visitor presses; no button without it.
   * @default undefined
   */
  onOpenDetail?: (id: string) => void;
  /**
   * The list is being fetched again after a change of the move: it is dimmed and busy, and the
   * companies stay choosable (the answer usually lists the same companies, and the choice is kept).
   * @default false
   */
  stale?: boolean;
  /**
   * Legend of the list.
   * @default '引越し業者を選択' ("Choose moving companies" on an English page)
   */
  label?: string;
  /**
   * Text shown when no group has a company.
   * @default 'ご指定の条件で依頼できる引越し業者が見つかりませんでした。' (in English on an English page)
   */
  emptyMessage?: string;
  /**
   * Heading level of the group headings inside the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * Extra class on the root element.
   * @default undefined
   */
  className?: string;
  /**
   * Ref to the root `<fieldset>` element.
   * @default undefined
   */
  ref?: Ref<HTMLFieldSetElement>;
}
