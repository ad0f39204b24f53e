import { parseCalendarDate } from './calendarDate.ts';
import { MOVING_DATE_LEAD_DAYS } from './movingDate.ts';

/**
 * The days a move can be booked for, in Japan time whatever the clock of the device (spec §9):
 * from today + 3 days to the same day 3 months later. The quick-booking calendar offers these
 * days and the server refuses a moving date outside them.
 */

const DAY_MS = 86_400_000;
/** Japan Standard Time is UTC+9 all year (no daylight saving). */
const JAPAN_OFFSET_MS = 9 * 3_600_000;
/** How far ahead a move can be booked. */
export const BOOKABLE_MONTHS = 3;

/** Today's date in Japan ('yyyy-MM-dd') at the instant `now`. */
export function japanToday(now: Date): string {
  return new Date(now.getTime() + JAPAN_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * Today in Japan as the device's local midnight of that date, for the forms' calendar arithmetic
 * (date-fns counts local days): a visitor abroad, or a device clock set to UTC, is offered the same
 * first moving date as the server's window allows.
 */
export function japanTodayAsLocalDate(now: Date): Date {
  return parseCalendarDate(japanToday(now), 'yyyy-MM-dd')!;
}

/** A 'yyyy-MM-dd' date `days` later (or earlier); calendar arithmetic on UTC midnights, so no time zone shifts it. */
export function addIsoDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same day of the month `months` later, clamped to the month's last day (Jan 31 + 1 → Feb 28/29). */
export function addIsoMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/** The first and last bookable date seen from `today` (a Japan date, see japanToday). */
export function bookableWindow(today: string): { first: string; last: string } {
  return { first: addIsoDays(today, MOVING_DATE_LEAD_DAYS), last: addIsoMonths(today, BOOKABLE_MONTHS) };
}
