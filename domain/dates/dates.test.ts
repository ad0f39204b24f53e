import { describe, expect, it } from 'vitest';
import { optionValues } from '../options/index.ts';
import {
  calendarFallbackDates,
  companySearchDates,
  defaultMovingDate,
  firstTimingOf,
  isBusinessDay,
  movingMonthOptions,
  parseCalendarDate,
  movingDateFromQuery,
  movingDateWindow,
  searchWindowEnd,
  timingOf,
  timingOptions,
  toIsoDate,
} from './index.ts';

const day = (iso: string, time = '10:30') => new Date(`${iso}T${time}:00`);

describe('default move date', () => {
  it('is today plus 3 days at midnight, across month and year ends', () => {
    expect(toIsoDate(defaultMovingDate(day('2026-11-22')))).toBe('2026-11-25');
    expect(toIsoDate(defaultMovingDate(day('2026-12-30', '23:59')))).toBe('2027-01-02');
    expect(toIsoDate(defaultMovingDate(day('2028-02-27')))).toBe('2028-03-01');
    expect(toIsoDate(defaultMovingDate(day('2028-02-26')))).toBe('2028-02-29');
    expect(defaultMovingDate(day('2026-11-22')).getHours()).toBe(0);
  });
});

describe('timing of a date', () => {
  it('is 01 up to the 10th, 02 up to the 20th, 03 after', () => {
    expect(timingOf(day('2026-11-01'))).toBe('01');
    expect(timingOf(day('2026-11-10'))).toBe('01');
    expect(timingOf(day('2026-11-11'))).toBe('02');
    expect(timingOf(day('2026-11-20'))).toBe('02');
    expect(timingOf(day('2026-11-21'))).toBe('03');
    expect(timingOf(day('2026-11-30'))).toBe('03');
  });
});

describe('moving-month choices', () => {
  it('offers four months from the month of today plus 3 days', () => {
    expect(movingMonthOptions(day('2026-11-22'))).toEqual([
      { value: '202611', label: '2026年11月' },
      { value: '202612', label: '2026年12月' },
      { value: '202701', label: '2027年1月' },
      { value: '202702', label: '2027年2月' },
    ]);
  });

  it('says the months in English on an English page', () => {
    expect(movingMonthOptions(day('2026-11-22'), 'en').map((option) => option.label)).toEqual(['November 2026', 'December 2026', 'January 2027', 'February 2027']);
  });

  it('starts next month when today plus 3 days crosses a month end', () => {
    expect(optionValues(movingMonthOptions(day('2026-11-27')))).toEqual(['202611', '202612', '202701', '202702']);
    expect(optionValues(movingMonthOptions(day('2026-11-28')))).toEqual(['202612', '202701', '202702', '202703']);
    expect(optionValues(movingMonthOptions(day('2026-12-29')))).toEqual(['202701', '202702', '202703', '202704']);
    expect(optionValues(movingMonthOptions(day('2028-02-26')))).toEqual(['202802', '202803', '202804', '202805']);
    expect(optionValues(movingMonthOptions(day('2028-02-27')))).toEqual(['202803', '202804', '202805', '202806']);
  });
});

describe('timing choices', () => {
  const today = day('2026-11-10'); // start 2026-11-13, mid-month

  it('drops past parts of the first month', () => {
    expect(optionValues(timingOptions('202611', today))).toEqual(['02', '03']);
    expect(optionValues(timingOptions('202611', day('2026-11-20')))).toEqual(['03']);
    expect(optionValues(timingOptions('202612', day('2026-11-29')))).toEqual(['01', '02', '03']);
  });

  it('keeps every part of the middle months', () => {
    expect(optionValues(timingOptions('202612', today))).toEqual(['01', '02', '03']);
    expect(optionValues(timingOptions('202701', today))).toEqual(['01', '02', '03']);
  });

  it('cuts the last month at the start date part', () => {
    expect(optionValues(timingOptions('202702', today))).toEqual(['01', '02']);
    expect(optionValues(timingOptions('202702', day('2026-11-01')))).toEqual(['01']);
    expect(optionValues(timingOptions('202704', day('2026-12-29')))).toEqual(['01']);
    expect(optionValues(timingOptions('202703', day('2026-12-29')))).toEqual(['01', '02', '03']);
  });

  it('picks the first choice on a month change', () => {
    expect(firstTimingOf('202611', today)).toBe('02');
    expect(firstTimingOf('202612', today)).toBe('01');
  });
});

describe('movingDate query', () => {
  const today = day('2026-11-22');

  it('accepts dates from today + 3 days to today + 3 months, shown as yyyy/MM/dd', () => {
    expect(toIsoDate(movingDateWindow(today).start)).toBe('2026-11-25');
    expect(toIsoDate(movingDateWindow(today).end)).toBe('2027-02-22');
    expect(movingDateFromQuery('20261125', today)).toBe('2026/11/25');
    expect(movingDateFromQuery('20270222', today)).toBe('2027/02/22');
  });

  it('refuses dates just outside the window', () => {
    expect(movingDateFromQuery('20261124', today)).toBeUndefined();
    expect(movingDateFromQuery('20270223', today)).toBeUndefined();
  });

  it('refuses malformed and nonexistent dates', () => {
    expect(movingDateFromQuery('2026-11-25', today)).toBeUndefined();
    expect(movingDateFromQuery('202611250', today)).toBeUndefined();
    expect(movingDateFromQuery('20261131', today)).toBeUndefined();
    expect(movingDateFromQuery('20270229', day('2027-01-01'))).toBeUndefined();
    expect(movingDateFromQuery('20280229', day('2028-01-01'))).toBe('2028/02/29');
  });

  it('ends the window on the last day of a shorter month', () => {
    expect(toIsoDate(movingDateWindow(day('2026-11-30')).end)).toBe('2027-02-28');
  });
});

describe('company search dates', () => {
  it('skips weekends and holidays from today + 5, four attempts', () => {
    // 2026-11-22 is a Sunday: +5 is Friday 27th.
    expect(companySearchDates(day('2026-11-22'), [])).toEqual(['2026-11-27', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(companySearchDates(day('2026-11-22'), ['2026-11-27', '2026-12-01'])).toEqual(['2026-11-30', '2026-12-02', '2026-12-03', '2026-12-04']);
  });

  it('starts from a prefilled date instead, skipping it when it is a weekend or a holiday: four attempts in all', () => {
    expect(companySearchDates(day('2026-11-22'), [], '2026-12-04')).toEqual(['2026-12-04', '2026-12-07', '2026-12-08', '2026-12-09']);
    expect(companySearchDates(day('2026-11-22'), ['2026-12-07'], '2026-12-05')).toEqual(['2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11']);
    expect(companySearchDates(day('2026-11-22'), [], '2027-02-19')).toEqual(['2027-02-19']);
    // A prefilled date past today + 89 (the movingDate window is 3 months) is searched all the same.
    expect(companySearchDates(day('2026-11-22'), [], '2027-02-22')).toEqual(['2027-02-22']);
  });

  it('never goes beyond today + 89 days', () => {
    const allHolidays = Array.from({ length: 86 }, (_, index) => toIsoDate(new Date(2026, 10, 27 + index)));
    expect(companySearchDates(day('2026-11-22'), allHolidays)).toEqual([]);
    expect(searchWindowEnd(day('2026-11-22'))).toBe('2027-02-19');
  });

  it('tells business days', () => {
    expect(isBusinessDay(day('2026-11-23'), [])).toBe(true);
    expect(isBusinessDay(day('2026-11-23'), ['2026-11-23'])).toBe(false);
    expect(isBusinessDay(day('2026-11-21'), [])).toBe(false);
  });

  it('falls back day by day from today + 5 for the calendar', () => {
    expect(calendarFallbackDates(day('2026-12-29'))).toEqual(['2027-01-03', '2027-01-04', '2027-01-05', '2027-01-06']);
  });
});

describe('parseCalendarDate', () => {
  it('reads each pattern to the local midnight of that day', () => {
    for (const [text, pattern] of [
      ['2026/11/22', 'yyyy/MM/dd'],
      ['2026-11-22', 'yyyy-MM-dd'],
      ['20261122', 'yyyyMMdd'],
    ] as const) {
      expect(parseCalendarDate(text, pattern)).toEqual(new Date(2026, 10, 22));
    }
  });

  it('refuses days that do not exist and other shapes', () => {
    expect(parseCalendarDate('2025/02/29', 'yyyy/MM/dd')).toBeUndefined();
    expect(parseCalendarDate('2024/02/29', 'yyyy/MM/dd')).toEqual(new Date(2024, 1, 29));
    expect(parseCalendarDate('2026-13-01', 'yyyy-MM-dd')).toBeUndefined();
    expect(parseCalendarDate('2026-00-10', 'yyyy-MM-dd')).toBeUndefined();
    expect(parseCalendarDate('2026/11/22', 'yyyy-MM-dd')).toBeUndefined();
    expect(parseCalendarDate('2026-1-2', 'yyyy-MM-dd')).toBeUndefined();
    expect(parseCalendarDate('0099-01-01', 'yyyy-MM-dd')?.getFullYear()).toBe(99);
  });
});
