import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { isWithinInterval } from 'date-fns/isWithinInterval';
import { lightFormat } from 'date-fns/lightFormat';
import { startOfDay } from 'date-fns/startOfDay';
import { parseCalendarDate } from './calendarDate.ts';
import { MOVING_DATE_LEAD_DAYS } from './movingDate.ts';

/** A movingDate query value is accepted up to 3 months after today. */
export const MOVING_DATE_MAX_MONTHS = 3;

/** The first and last day a movingDate query may name: today + 3 days and today + 3 months. */
export function movingDateWindow(today: Date): { start: Date; end: Date } {
  const day = startOfDay(today);
  return { start: addDays(day, MOVING_DATE_LEAD_DAYS), end: addMonths(day, MOVING_DATE_MAX_MONTHS) };
}

/**
 * The quick-booking movingDate query (yyyyMMdd) shown as yyyy/MM/dd, or undefined when it is
 * malformed, does not exist or lies outside the window (both ends included).
 */
export function movingDateFromQuery(raw: string, today: Date): string | undefined {
  const date = parseCalendarDate(raw, 'yyyyMMdd');
  if (!date || !isWithinInterval(date, movingDateWindow(today))) return undefined;
  return lightFormat(date, 'yyyy/MM/dd');
}
