import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { isWithinInterval } from 'date-fns/isWithinInterval';
import { lightFormat } from 'date-fns/lightFormat';
import { startOfDay } from 'date-fns/startOfDay';
import { parseCalendarDate } from './calendarDate.ts';
import { MOVE_DATE_LEAD_DAYS } from './moveDate.ts';

/** A pickedDate query value is accepted up to 3 months after today. */
export const PICKED_DATE_MAX_MONTHS = 3;

/** The first and last day a pickedDate query may name: today + 3 days and today + 3 months. */
export function pickedDateWindow(today: Date): { start: Date; end: Date } {
  const day = startOfDay(today);
  return { start: addDays(day, MOVE_DATE_LEAD_DAYS), end: addMonths(day, PICKED_DATE_MAX_MONTHS) };
}

/**
 * The quick-booking pickedDate query (yyyyMMdd) shown as yyyy/MM/dd, or undefined when it is
 * malformed, does not exist or lies outside the window (both ends included).
 */
export function pickedDateFromQuery(raw: string, today: Date): string | undefined {
  const date = parseCalendarDate(raw, 'yyyyMMdd');
  if (!date || !isWithinInterval(date, pickedDateWindow(today))) return undefined;
  return lightFormat(date, 'yyyy/MM/dd');
}
