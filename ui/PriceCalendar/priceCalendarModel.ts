import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { format } from 'date-fns/format';
import { getDay } from 'date-fns/getDay';
import { parseISO } from 'date-fns/parseISO';
import { startOfMonth } from 'date-fns/startOfMonth';
import { startOfWeek } from 'date-fns/startOfWeek';
import type { DesiredTime } from '../../domain/options/index.ts';
import type { PriceCalendarDayData, PriceCalendarDayKind } from './PriceCalendar.types.ts';

/** One cell of the month grid; `date` is null for the blanks before the 1st and after the last day. */
export interface PriceCalendarCell {
  date: string | null;
  dayOfMonth: number;
  kind: PriceCalendarDayKind;
}

export const ISO_DATE = 'yyyy-MM-dd';
export const ISO_MONTH = 'yyyy-MM';
export const WEEKDAY_LABELS = ['日', '月', '火', '水', '木', '金', '土'] as const;

export const monthOf = (date: string): string => date.slice(0, 7);
export const shiftDate = (date: string, days: number): string => format(addDays(parseISO(date), days), ISO_DATE);
export const shiftMonth = (month: string, months: number): string => format(addMonths(parseISO(`${month}-01`), months), ISO_MONTH);
export const clampDate = (date: string, minDate: string, maxDate: string): string =>
  date < minDate ? minDate : date > maxDate ? maxDate : date;

/** The month as weeks of 7 cells, Sunday first. */
export function monthWeeks(month: string, holidays: ReadonlySet<string>): PriceCalendarCell[][] {
  const first = startOfMonth(parseISO(`${month}-01`));
  const weeks: PriceCalendarCell[][] = [];
  let cursor = startOfWeek(first);
  while (weeks.length === 0 || format(cursor, ISO_MONTH) === month) {
    const week: PriceCalendarCell[] = [];
    for (let weekday = 0; weekday < 7; weekday += 1) {
      const date = format(cursor, ISO_DATE);
      const inMonth = monthOf(date) === month;
      week.push({ date: inMonth ? date : null, dayOfMonth: cursor.getDate(), kind: kindOf(date, holidays) });
      cursor = addDays(cursor, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

function kindOf(date: string, holidays: ReadonlySet<string>): PriceCalendarDayKind {
  const weekday = getDay(parseISO(date));
  if (weekday === 0 || holidays.has(date)) return 'holiday';
  return weekday === 6 ? 'saturday' : 'weekday';
}

/** The lowest price of a day for the time slot, or undefined when no company accepts it. */
export function priceFor(day: PriceCalendarDayData | undefined, timeSlot: DesiredTime): number | undefined {
  return timeSlot === 'am' ? day?.lowestPriceAm : day?.lowestPrice;
}

/** The parts of a Japanese date read around the visible day number: "2026年12月" and "土". */
export function spokenDateParts(date: string): { yearMonth: string; weekday: string } {
  const day = parseISO(date);
  return { yearMonth: format(day, 'yyyy年M月'), weekday: WEEKDAY_LABELS[getDay(day)] ?? '' };
}

/** "2026年12月" */
export function monthTitle(month: string): string {
  return format(parseISO(`${month}-01`), 'yyyy年M月');
}

/** The day a keyboard key moves focus to, or null for keys the grid does not handle. */
export function dateAfterKey(date: string, key: string): string | null {
  const weekday = getDay(parseISO(date));
  switch (key) {
    case 'ArrowLeft': return shiftDate(date, -1);
    case 'ArrowRight': return shiftDate(date, 1);
    case 'ArrowUp': return shiftDate(date, -7);
    case 'ArrowDown': return shiftDate(date, 7);
    case 'Home': return shiftDate(date, -weekday);
    case 'End': return shiftDate(date, 6 - weekday);
    case 'PageUp': return format(addMonths(parseISO(date), -1), ISO_DATE);
    case 'PageDown': return format(addMonths(parseISO(date), 1), ISO_DATE);
    default: return null;
  }
}
