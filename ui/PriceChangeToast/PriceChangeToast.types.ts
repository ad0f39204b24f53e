import type { Ref } from 'react';
import type { PriceLine } from '../../domain/api/priceLines.ts';

export interface PriceChangeToastProps {
  /** Whether the toast is shown. */
  open: boolean;
  /** The price before the edit, in yen. */
  previousPrice: number;
  /** The price now, in yen. */
  currentPrice: number;
  /**
   * The lines of the previous price; with `currentLines`, the toast lists the lines that changed.
   * @default undefined
   */
  previousLines?: readonly PriceLine[];
  /**
   * The lines of the current price.
   * @default undefined
   */
  currentLines?: readonly PriceLine[];
  /** Called when the toast closes (its × button, or after `autoHideDuration`). */
  onClose: () => void;
  /**
   * Milliseconds before the toast closes by itself; null keeps it until closed.
   * @default null
   */
  autoHideDuration?: number | null;
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
