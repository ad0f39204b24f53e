import { addIsoDays } from '../../domain/dates/bookableWindow.ts';
import { weekdayNames } from '../../domain/format/japanTime.ts';
import type { Locale } from '../../domain/i18n/locale.ts';
import { isHoliday } from '../reference/holidays.ts';

/** Dates here are 'yyyy-MM-dd' strings of the Japanese calendar; arithmetic is done on UTC midnights. */
export { japanToday } from '../../domain/dates/bookableWindow.ts';

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

export const isJapaneseHoliday = isHoliday;

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addIsoDays(date, 1)) dates.push(date);
  return dates;
}

/** The first and last date a move can be booked for (one rule for the app's calendar and the server). */
export { bookableWindow } from '../../domain/dates/bookableWindow.ts';

/** The short name of a weekday 0..6 in `locale`: '水', 'Wed'. */
export function weekdayName(weekday: number, locale: Locale = 'ja'): string {
  return weekdayNames(locale)[weekday] ?? '';
}
