import type { Ref } from 'react';
import type { PriceLine } from '../../domain/api/priceLines.ts';

/** The price before a change, for the "changed" mode. */
export interface PriceBreakdownPrevious {
  /** The lines of the previous price. */
  lines: readonly PriceLine[];
  /** The previous price in yen, as it was shown. */
  total: number;
}

export interface PriceBreakdownProps {
  /** The lines of the price (`priceLinesOf(parts)`), shown as given; they add up to `total`. */
  lines: readonly PriceLine[];
  /** The price in yen, as shown beside the disclosure. */
  total: number;
  /**
   * Which price it is: the free-time price or the morning (午前便) price, which has its own lines.
   * @default 'free'
   */
  slot?: 'free' | 'am';
  /**
   * What the price is of (a company's name), added to the names of the disclosure and the table,
   * so that several breakdowns on one page tell apart for a screen reader.
   * @default undefined
   */
  subject?: string;
  /**
   * The price before a change: each line then shows its previous and current amount, and the
   * changed lines are marked (the price-change notice after an edit).
   * @default undefined
   */
  previous?: PriceBreakdownPrevious;
  /**
   * Whether the lines are shown (controlled). Leave it out to let the disclosure keep its own state.
   * @default undefined
   */
  open?: boolean;
  /**
   * Whether the lines are shown at first when `open` is left out.
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * Called with the new state when the visitor opens or closes the lines.
   * @default undefined
   */
  onOpenChange?: (open: boolean) => void;
  /**
   * Extra class on the root element.
   * @default undefined
   */
  className?: string;
  /**
   * Ref to the root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}
