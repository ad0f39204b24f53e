import type { Ref } from 'react';
import type { PriceLine } from '../../domain/api/priceLines.ts';

/** One day of a booking with its price and the lines it adds up to. */
export interface PricedDayView {
  /** 'yyyy-MM-dd'. */
  date: string;
  price: number;
  lines: readonly PriceLine[];
}

export interface DateChangeComparisonProps {
  /** The booking as it is. */
  current: PricedDayView;
  /** The booking on the day asked for, re-quoted. */
  proposed: PricedDayView;
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
