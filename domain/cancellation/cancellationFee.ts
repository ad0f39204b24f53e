import type { PricePart } from '../api/priceLines.ts';
import { japanToday } from '../dates/bookableWindow.ts';

/** One row of the contract's table. */
export interface FeeRule {
  /** Whole days from the day of cancelling to the move day (0 = on the day). */
  daysBefore: number;
  /**
   * 前々日, 前日, 当日: a message (its Japanese text, marked for translation), which a page reads with
   * `t(label)` and the server with its translator of the reader's language (`translateMessage`).
   */
  label: string;
  /** The row as the fee table names it (引越し日の前日), a message like `label`. */
  rowLabel: string;
  percent: number;
}

/**
 * The cancellation fee of a quick booking under the standard moving contract (標準引越運送約款,
 * 第21条, in force since 2018-06-01): free up to 3 days before the move day; at most 20 % of the
 * fare and charges two days before (前々日), 30 % the day before (前日), 50 % on the day (当日).
 * Days count on Japan's calendar, whatever the time of day. A booking's price parts are all fare
 * and charges (no actual costs such as materials), so the base is their sum. The fee is the limit
 * the contract allows, the figure shown before cancelling and stored with the cancellation.
 * The table's rows, nearest the move day last; more days before the move day is free.
 */
export const CANCELLATION_FEE_RULES: readonly FeeRule[] = [
  { daysBefore: 2, label: /*i18n*/ '前々日', rowLabel: /*i18n*/ '引越し日の前々日', percent: 20 },
  { daysBefore: 1, label: /*i18n*/ '前日', rowLabel: /*i18n*/ '引越し日の前日', percent: 30 },
  { daysBefore: 0, label: /*i18n*/ '当日', rowLabel: /*i18n*/ '引越し日の当日', percent: 50 },
];

/** The free period's name (a message, like a rule's `label`). */
export const FREE_PERIOD_LABEL = /*i18n*/ '3日前まで';

/** The free period's row as the fee table names it (a message). */
export const FREE_PERIOD_ROW_LABEL = /*i18n*/ '引越し日の3日前まで';

export interface CancellationFee {
  /** Whole days from today (Japan) to the move day. */
  daysBefore: number;
  /**
   * The table row that applies: 3日前まで, 前々日, 前日 or 当日. It is sent and stored in Japanese,
   * the message's id: a reader gets it in their language through `t(period)` or a translator.
   */
  period: string;
  percent: number;
  /** The fare and charges the percentage is taken of (the booked price, sum of its parts). */
  base: number;
  /** The fee in yen, rounded down to the yen. */
  fee: number;
}

const DAY_MS = 86_400_000;

function daysBetween(fromIsoDate: string, toIsoDate: string): number {
  return Math.round((Date.parse(`${toIsoDate}T00:00:00Z`) - Date.parse(`${fromIsoDate}T00:00:00Z`)) / DAY_MS);
}

/**
 * The fee of cancelling at `now` a booking moving on `movingDate` ('yyyy-MM-dd') at the price made of
 * `parts`; null once the move day has passed (there is nothing left to cancel).
 */
export function cancellationFee(movingDate: string, parts: readonly PricePart[], now: Date): CancellationFee | null {
  const daysBefore = daysBetween(japanToday(now), movingDate);
  if (daysBefore < 0) return null;
  const rule = CANCELLATION_FEE_RULES.find((candidate) => candidate.daysBefore === daysBefore);
  const base = parts.reduce((total, part) => total + part.amount, 0);
  const percent = rule?.percent ?? 0;
  return { daysBefore, period: rule?.label ?? FREE_PERIOD_LABEL, percent, base, fee: Math.floor((base * percent) / 100) };
}
