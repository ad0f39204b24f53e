import type { Ref } from 'react';
import type { PriceLine } from '../../domain/api/priceLines.ts';

/** A company a request goes to (confirm) or went to (complete): plain values, whichever flow. */
export interface Recipient {
  /** Company id (kissCd). */
  id: string;
  /** Company name, a proper noun shown as given (in Japanese, marked so on an English page). */
  name: string;
  /** URL of the logo (built by the app from logoFileNm); no picture without it. */
  logoUrl?: string;
  /** Price in yen; null when the company gives none (`unpricedLabel` shows); not shown when absent. */
  price?: number | null;
  /** The lines of `price` (`priceLinesOf(parts)`), opened under it; they add up to `price`. */
  priceLines?: readonly PriceLine[];
}

export interface RecipientListProps {
  /** The companies, in the order to show them. */
  recipients: readonly Recipient[];
  /** Accessible name of the list (its heading, when the page shows one). */
  label: string;
  /**
   * Word before each price, e.g. '概算' for an estimate.
   * @default ''
   */
  priceLabel?: string;
  /**
   * What a company without a price shows instead.
   * @default '料金は見積り後にご案内' (in English on an English page)
   */
  unpricedLabel?: string;
  /**
   * Whether each price's lines are shown at first.
   * @default false
   */
  defaultLinesOpen?: boolean;
  /**
   * Extra class on the root element.
   * @default undefined
   */
  className?: string;
  /**
   * Ref to the root `<ul>` element.
   * @default undefined
   */
  ref?: Ref<HTMLUListElement>;
}
