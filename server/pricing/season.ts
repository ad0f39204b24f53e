import { getDate, getDay, getMonth } from 'date-fns';
import type { HeadCountNumber } from './types.ts';

/** A stretch of the year with its demand: 0 quiet, 1 the March-April peak. */
export interface SeasonPeriod {
  /** 1..12. */
  month: number;
  /** First day of the period within the month; the period lasts until the next row starts. */
  fromDay: number;
  demand: number;
  /** Its name in a price part's label (季節料金（2月上旬）); marked for translation, read in English by server/marketplace/price-parts-in-words.ts. */
  label: string;
}

/** The moving year, in date order. Jobs and schools start in April, so late March to early April is the peak. */
export const SEASON_CALENDAR: readonly SeasonPeriod[] = [
  { month: 1, fromDay: 1, demand: 0.3, label: /*i18n*/ '年始' },
  { month: 1, fromDay: 4, demand: 0, label: /*i18n*/ '通常期' },
  { month: 2, fromDay: 1, demand: 0.1, label: /*i18n*/ '2月上旬' },
  { month: 2, fromDay: 15, demand: 0.25, label: /*i18n*/ '2月下旬' },
  { month: 3, fromDay: 1, demand: 0.4, label: /*i18n*/ '3月上旬' },
  { month: 3, fromDay: 11, demand: 0.7, label: /*i18n*/ '3月中旬' },
  { month: 3, fromDay: 20, demand: 1, label: /*i18n*/ '繁忙期' },
  { month: 4, fromDay: 8, demand: 0.5, label: /*i18n*/ '4月中旬' },
  { month: 4, fromDay: 16, demand: 0.2, label: /*i18n*/ '4月下旬' },
  { month: 5, fromDay: 1, demand: 0.2, label: /*i18n*/ '大型連休' },
  { month: 5, fromDay: 7, demand: 0, label: /*i18n*/ '通常期' },
  { month: 8, fromDay: 1, demand: 0.1, label: /*i18n*/ '夏季' },
  { month: 9, fromDay: 1, demand: 0, label: /*i18n*/ '通常期' },
  { month: 9, fromDay: 16, demand: 0.15, label: /*i18n*/ '9月下旬' },
  { month: 10, fromDay: 1, demand: 0, label: /*i18n*/ '通常期' },
  { month: 12, fromDay: 1, demand: 0.1, label: /*i18n*/ '12月' },
  { month: 12, fromDay: 25, demand: 0.3, label: /*i18n*/ '年末' },
];

/** Price multiple at full peak demand: singles ×1.6, pairs ×1.8, families ×2.0. */
export const PEAK_MULTIPLIER: Readonly<Record<HeadCountNumber, number>> = { 1: 1.6, 2: 1.8, 3: 2.0 };

/** Extra share on the dearest day of the year, the last Saturday of March. */
export const PEAK_DAY_RATE = 0.1;

/** Parses 'yyyy-MM-dd' as a local calendar date; throws a RangeError for anything else. */
export function parseQuoteDate(date: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const [year, month, day] = (match?.slice(1) ?? []).map(Number) as [number?, number?, number?];
  if (year === undefined || month === undefined || day === undefined) throw new RangeError(`Not a date (yyyy-MM-dd): ${date}`);
  const parsed = new Date(year, month - 1, day);
  if (getMonth(parsed) !== month - 1 || getDate(parsed) !== day) throw new RangeError(`Not a date (yyyy-MM-dd): ${date}`);
  return parsed;
}

/** The season period a day falls in. */
export function seasonOf(day: Date): SeasonPeriod {
  const month = getMonth(day) + 1;
  const dayOfMonth = getDate(day);
  const started = SEASON_CALENDAR.findLast(
    (period) => period.month < month || (period.month === month && period.fromDay <= dayOfMonth),
  );
  return started ?? (SEASON_CALENDAR[0] as SeasonPeriod);
}

/** March has 31 days, so its last seven days, holding its last Saturday, start on the 25th. */
const LAST_WEEK_OF_MARCH_STARTS = 25;

/** Whether the day is the last Saturday of March, when the most leases end and the most people move. */
export function isLastSaturdayOfMarch(day: Date): boolean {
  return getMonth(day) === 2 && getDay(day) === 6 && getDate(day) >= LAST_WEEK_OF_MARCH_STARTS;
}
