import { addDays, addMonths, lightFormat } from 'date-fns';
import { MOVE_DATE_LEAD_DAYS, parseCalendarDate, SEARCH_WINDOW_DAYS } from '../../../domain/dates/index.ts';

/** Calendar arithmetic on the 'yyyy-MM-dd' strings the API uses. */
const ISO = 'yyyy-MM-dd';

/** The day of an API date; an invalid one (which the API never sends) gives an Invalid Date. */
export function parseIso(text: string): Date {
  return parseCalendarDate(text, ISO) ?? new Date(Number.NaN);
}

export function addIsoDays(text: string, days: number): string {
  return lightFormat(addDays(parseIso(text), days), ISO);
}

/** 'yyyy-MM' of a 'yyyy-MM-dd' date. */
export function monthOf(isoDate: string): string {
  return isoDate.slice(0, 7);
}

/** The days the calendar offers: from today + 3 days to the end of the search window (today + 89). */
export function calendarWindow(today: string): { first: string; last: string } {
  return { first: addIsoDays(today, MOVE_DATE_LEAD_DAYS), last: addIsoDays(today, SEARCH_WINDOW_DAYS) };
}

/** The days of a month ('yyyy-MM') inside the calendar window as a request range, or undefined outside it. */
export function monthRange(month: string, today: string): { fromDate: string; toDate: string } | undefined {
  const { first, last } = calendarWindow(today);
  const monthStart = `${month}-01`;
  const monthEnd = lightFormat(addDays(addMonths(parseIso(`${month}-01`), 1), -1), ISO);
  const fromDate = monthStart < first ? first : monthStart;
  const toDate = monthEnd > last ? last : monthEnd;
  return fromDate <= toDate ? { fromDate, toDate } : undefined;
}
