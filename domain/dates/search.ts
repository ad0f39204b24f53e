import { addDays } from 'date-fns/addDays';
import { isWeekend } from 'date-fns/isWeekend';
import { lightFormat } from 'date-fns/lightFormat';
import { startOfDay } from 'date-fns/startOfDay';
import { parseCalendarDate } from './calendarDate.ts';

/** The company search starts 5 days ahead. */
export const SEARCH_FIRST_PASS_DAYS = 5;
/** The search never looks further than 89 days ahead (also the longest fromDate..toDate range). */
export const SEARCH_WINDOW_DAYS = 89;
/** At most four attempts, each one day later than the previous. */
export const SEARCH_MAX_ATTEMPTS = 4;

/** A date as the API writes it: yyyy-MM-dd. */
export function toIsoDate(date: Date): string {
  return lightFormat(date, 'yyyy-MM-dd');
}

/** True on Monday to Friday when the date is not in `holidays` (yyyy-MM-dd). */
export function isBusinessDay(date: Date, holidays: readonly string[]): boolean {
  return !isWeekend(date) && !holidays.includes(toIsoDate(date));
}

/** The last day any search may reach: today + 89 days, as yyyy-MM-dd. */
export function searchWindowEnd(today: Date): string {
  return toIsoDate(addDays(startOfDay(today), SEARCH_WINDOW_DAYS));
}

/**
 * Start dates (yyyy-MM-dd) of the company search after the belongings step (spec §4, §9): the first
 * business day from `firstDate` (a prefilled movingDate, yyyy-MM-dd) or else from today + 5, then
 * each next business day; four attempts in all, weekends and holidays skipped for every one of
 * them, never beyond today + 89 (or the prefilled date, when it is later).
 */
export function companySearchDates(today: Date, holidays: readonly string[], firstDate?: string): string[] {
  // parseCalendarDate rather than date-fns' parseISO, which would add 2.5 KB to the first page.
  let candidate = (firstDate && parseCalendarDate(firstDate, 'yyyy-MM-dd')) || addDays(startOfDay(today), SEARCH_FIRST_PASS_DAYS);
  const windowEnd = addDays(startOfDay(today), SEARCH_WINDOW_DAYS);
  // A prefilled date may lie up to 3 months ahead (spec §2), past the 89 days: it is still searched.
  const end = candidate > windowEnd ? candidate : windowEnd;
  const dates: string[] = [];
  while (dates.length < SEARCH_MAX_ATTEMPTS && candidate <= end) {
    if (isBusinessDay(candidate, holidays)) dates.push(toIsoDate(candidate));
    candidate = addDays(candidate, 1);
  }
  return dates;
}

/**
 * Dates (yyyy-MM-dd) the price re-check tries when the chosen date is gone: today + 5, then one
 * day later per try, four tries.
 */
export function calendarFallbackDates(today: Date): string[] {
  const first = addDays(startOfDay(today), SEARCH_FIRST_PASS_DAYS);
  return Array.from({ length: SEARCH_MAX_ATTEMPTS }, (_, index) => toIsoDate(addDays(first, index)));
}
