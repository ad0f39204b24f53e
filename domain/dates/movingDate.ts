import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { lightFormat } from 'date-fns/lightFormat';
import { startOfDay } from 'date-fns/startOfDay';
import { startOfMonth } from 'date-fns/startOfMonth';
import { monthInWords } from '../format/monthInWords.ts';
import type { Locale } from '../i18n/locale.ts';
import type { Option } from '../options/option.ts';
import { TIMING_OPTIONS, type Timing } from '../options/schedule.ts';

/** The earliest and default moving date is today plus 3 days. */
export const MOVING_DATE_LEAD_DAYS = 3;
/** The estimate form offers 4 moving months. */
export const MOVING_MONTH_CHOICES = 4;

/** Today plus 3 days, at midnight. */
export function defaultMovingDate(today: Date): Date {
  return startOfDay(addDays(today, MOVING_DATE_LEAD_DAYS));
}

/** The part of the month a date falls in: day 1-10 early '01', 11-20 mid '02', 21 on late '03'. */
export function timingOf(date: Date): Timing {
  const day = date.getDate();
  if (day > 20) return '03';
  return day > 10 ? '02' : '01';
}

/**
 * The 4 moving-month choices from the month of today plus 3 days: value yyyyMM, label the month as
 * `locale` says it (「2026年1月」, "January 2026"), since a month is no message to translate.
 */
export function movingMonthOptions(today: Date, locale: Locale = 'ja'): Option[] {
  const first = startOfMonth(defaultMovingDate(today));
  return Array.from({ length: MOVING_MONTH_CHOICES }, (_, index) => {
    const month = lightFormat(addMonths(first, index), 'yyyyMM');
    return { value: month, label: monthInWords(month, locale) };
  });
}

/**
 * Timing choices of a moving month (yyyyMM). In the first month the parts before the start date's
 * part are removed; the last (fourth) month only gets parts up to the start date's part.
 */
export function timingOptions(month: string, today: Date): Option<Timing>[] {
  const start = defaultMovingDate(today);
  const startPart = timingOf(start);
  const firstMonth = lightFormat(start, 'yyyyMM');
  const lastMonth = lightFormat(addMonths(startOfMonth(start), MOVING_MONTH_CHOICES - 1), 'yyyyMM');
  return TIMING_OPTIONS.filter((option) => {
    if (month === firstMonth && option.value < startPart) return false;
    return !(month === lastMonth && option.value > startPart);
  });
}

/** The timing a month change selects: the first choice of that month. */
export function firstTimingOf(month: string, today: Date): Timing | undefined {
  return timingOptions(month, today)[0]?.value;
}
