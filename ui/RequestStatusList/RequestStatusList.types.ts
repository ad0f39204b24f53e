import type { Ref } from 'react';
import type { LeadStatus } from '../../domain/api/leadStatus.ts';
import type { PriceLine } from '../../domain/api/priceLines.ts';

/** A company a request went to, with its price as the visitor was shown it and its state now. */
export interface RequestStatusCompany {
  /** Company code. */
  id: string;
  name: string;
  /** URL of the logo; no picture without it. */
  logoUrl?: string;
  /** Price in yen; null when the company gives none (`unpricedLabel` shows). */
  price: number | null;
  /** The lines of `price` (`priceLinesOf(parts)`), opened under it. */
  priceLines?: readonly PriceLine[];
  status: LeadStatus;
  /** Whether the visitor can withdraw from it now (a withdraw button shows when `onWithdraw` is given). */
  withdrawable?: boolean;
}

export interface RequestStatusListProps {
  /** The companies, in the order the confirmation listed them. */
  companies: readonly RequestStatusCompany[];
  /** Accessible name of the list (its heading). */
  label: string;
  /**
   * Word before each price, e.g. '概算' for an estimate.
   * @default ''
   */
  priceLabel?: string;
  /**
   * What a company without a price shows instead.
   * @default '訪問・電話で見積り' (in English on an English page)
   */
  unpricedLabel?: string;
  /**
   * Called with a company's id when the visitor asks to withdraw from it; no buttons without it.
   * @default undefined
   */
  onWithdraw?: (id: string) => void;
  /**
   * While a change is being sent: the buttons are disabled.
   * @default false
   */
  busy?: boolean;
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
