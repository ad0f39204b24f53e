import { addIsoDays } from '../../domain/dates/bookableWindow.ts';
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

const WEEKDAY_NAMES = ['日', '月', '火', '水', '木', '金', '土'] as const;

/** Japanese short name of a weekday 0..6 ('水'). */
export function weekdayName(weekday: number): string {
  return WEEKDAY_NAMES[weekday] ?? '';
}
