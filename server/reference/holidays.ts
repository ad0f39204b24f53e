import holidayJp from '@holiday-jp/holiday_jp';
import { japanToday } from '../../domain/dates/bookableWindow.ts';

/**
 * Japanese public holidays (国民の祝日, substitute holidays and citizens' holidays) from
 * `@holiday-jp/holiday_jp`, which ships the Cabinet Office list up to 2050. Dates are
 * 'yyyy-MM-dd' strings of the Japanese calendar day, so no time zone enters the comparisons.
 */
const ALL_HOLIDAYS: readonly string[] = Object.keys(holidayJp.holidays).sort();
const HOLIDAY_SET: ReadonlySet<string> = new Set(ALL_HOLIDAYS);

/** How far ahead GET /api/holidays/ reaches: the end of the month 13 months after today. */
export const HOLIDAY_MONTHS_AHEAD = 13;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True when the day ('yyyy-MM-dd') is a public holiday. */
export function isHoliday(date: string): boolean {
  return HOLIDAY_SET.has(date);
}

/** The holidays from `from` to `to` (both 'yyyy-MM-dd', inclusive), ascending. */
export function holidaysBetween(from: string, to: string): string[] {
  if (!ISO_DATE.test(from) || !ISO_DATE.test(to)) throw new RangeError(`Expected yyyy-MM-dd dates, got "${from}" and "${to}"`);
  return ALL_HOLIDAYS.filter((date) => date >= from && date <= to);
}

/** The last day of the month `monthsAhead` months after the month of `date` ('yyyy-MM-dd'). */
export function endOfMonthAhead(date: string, monthsAhead: number): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + monthsAhead;
  // Day 0 of the following month is the last day of this one.
  return new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10);
}

/** The holidays from today in Japan through the end of the month 13 months ahead. */
export function upcomingHolidays(now: Date): string[] {
  const today = japanToday(now);
  return holidaysBetween(today, endOfMonthAhead(today, HOLIDAY_MONTHS_AHEAD));
}
