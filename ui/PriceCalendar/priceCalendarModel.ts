import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { format } from 'date-fns/format';
import { getDay } from 'date-fns/getDay';
import { parseISO } from 'date-fns/parseISO';
import { startOfMonth } from 'date-fns/startOfMonth';
import { startOfWeek } from 'date-fns/startOfWeek';
import { longDateInWords, weekdayNames } from '../../domain/format/japanTime.ts';
import { monthInWords } from '../../domain/format/monthInWords.ts';
import { t } from '../../domain/i18n/i18n.ts';
import type { Locale } from '../../domain/i18n/locale.ts';
import type { DesiredTime } from '../../domain/options/schedule.ts';
import type { PriceCalendarDayData, PriceCalendarDayKind } from './PriceCalendar.types.ts';

/** One cell of the month grid; `date` is null for the blanks before the 1st and after the last day. */
export interface PriceCalendarCell {
  date: string | null;
  dayOfMonth: number;
  kind: PriceCalendarDayKind;
}

export const ISO_DATE = 'yyyy-MM-dd';
export const ISO_MONTH = 'yyyy-MM';

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

/**
 * What a screen reader hears of a day around its visible number in Japanese, a holiday said as
 * such: 「2026年12月」16「日(水) 休日 」.
 */
export function spokenJapaneseDateParts(date: string, holiday: boolean): { before: string; after: string } {
  const day = parseISO(date);
  const weekday = weekdayNames('ja')[getDay(day)] ?? '';
  return { before: monthInWords(date, 'ja'), after: `日(${weekday})${holiday ? ` ${t(/*i18n*/ '休日')}` : ''} ` };
}

/**
 * What a screen reader hears of a day in another language than Japanese, in place of its visible
 * number (the number sits inside the date): "Wednesday, December 16, 2026, holiday, ".
 */
export function spokenDateInWords(date: string, holiday: boolean, locale: Locale): string {
  return `${longDateInWords(date, locale)}${holiday ? `, ${t(/*i18n*/ '休日')}` : ''}, `;
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
