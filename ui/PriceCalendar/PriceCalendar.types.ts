import type { Ref } from 'react';
import type { DesiredTime } from '../../domain/options/schedule.ts';

/** One day of the booking window with the lowest prices the companies offer on it. */
export interface PriceCalendarDayData {
  /** The day, 'yyyy-MM-dd'. */
  date: string;
  /** Lowest free-time price in yen; absent when no company accepts the day. */
  lowestPrice?: number;
  /** Lowest AM price in yen among companies that accept AM; absent when none does. */
  lowestPriceAm?: number;
}

export interface PriceCalendarProps {
  /** Prices per day; days not listed have no available company. */
  days: readonly PriceCalendarDayData[];
  /**
   * Public holidays, 'yyyy-MM-dd', marked like Sundays.
   * @default []
   */
  holidays?: readonly string[];
  /** First bookable day, 'yyyy-MM-dd'. */
  minDate: string;
  /** Last bookable day, 'yyyy-MM-dd'. */
  maxDate: string;
  /** The chosen moving day, 'yyyy-MM-dd', or null. */
  value: string | null;
  /** Called with the day the visitor picks. */
  onChange: (date: string) => void;
  /** Free time or AM: AM shows AM prices and counts only companies accepting AM. */
  timeSlot: DesiredTime;
  /** Called when the visitor switches between free time and AM. */
  onTimeSlotChange: (timeSlot: DesiredTime) => void;
  /** The month shown, 'yyyy-MM'. */
  month: string;
  /** Called with the month to show, 'yyyy-MM', limited to the booking window. */
  onMonthChange: (month: string) => void;
  /**
   * Prices are being fetched: the grid is dimmed and busy.
   * @default false
   */
  loading?: boolean;
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

/** What a day cell shows; exposed as `data-state` on the cell. */
export type PriceCalendarDayState = 'selected' | 'available' | 'unavailable';

/** The kind of day, for its colour; exposed as `data-kind`. */
export type PriceCalendarDayKind = 'weekday' | 'saturday' | 'holiday';
