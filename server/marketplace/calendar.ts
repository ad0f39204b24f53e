import { isHoliday, japanDateOf } from '../reference/holidays.ts';

/** Dates here are 'yyyy-MM-dd' strings of the Japanese calendar; arithmetic is done on UTC midnights. */
const DAY_MS = 86_400_000;

/** Today's date in Japan (UTC+9) at the given instant. */
export const japanToday = japanDateOf;

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same day of the month `months` later, clamped to the month's last day (Jan 31 + 1 → Feb 28/29). */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

export const isJapaneseHoliday = isHoliday;

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** Spec §9: a move can be booked from today + 3 days up to 3 months ahead. */
const FIRST_BOOKABLE_OFFSET_DAYS = 3;
const BOOKABLE_MONTHS = 3;

/** The first and last date a move can be booked for, seen from `today`. */
export function bookableWindow(today: string): { first: string; last: string } {
  return { first: addDays(today, FIRST_BOOKABLE_OFFSET_DAYS), last: addMonths(today, BOOKABLE_MONTHS) };
}

const WEEKDAY_NAMES = ['日', '月', '火', '水', '木', '金', '土'] as const;

/** Japanese short name of a weekday 0..6 ('水'). */
export function weekdayName(weekday: number): string {
  return WEEKDAY_NAMES[weekday] ?? '';
}
