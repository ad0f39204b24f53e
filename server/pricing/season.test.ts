import { describe, expect, it } from 'vitest';
import { SEASON_CALENDAR, isLastSaturdayOfMarch, parseQuoteDate, seasonOf } from './season.ts';

describe('season calendar', () => {
  it('is in date order and starts on 1 January', () => {
    const keys = SEASON_CALENDAR.map((period) => period.month * 100 + period.fromDay);
    expect(keys[0]).toBe(101);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
  });

  it.each([
    ['2027-01-02', '年始', 0.3],
    ['2027-03-19', '3月中旬', 0.7],
    ['2027-03-20', '繁忙期', 1],
    ['2027-04-07', '繁忙期', 1],
    ['2027-04-08', '4月中旬', 0.5],
    ['2027-06-09', '通常期', 0],
    ['2027-12-31', '年末', 0.3],
  ])('%s falls in %s (demand %d)', (date, label, demand) => {
    expect(seasonOf(parseQuoteDate(date))).toMatchObject({ label, demand });
  });
});

describe('isLastSaturdayOfMarch', () => {
  it.each([
    ['2026-03-28', true],
    ['2027-03-27', true],
    ['2027-03-20', false],
    ['2027-03-28', false],
    ['2027-04-03', false],
    ['2028-03-25', true],
  ])('%s: %s', (date, expected) => {
    expect(isLastSaturdayOfMarch(parseQuoteDate(date))).toBe(expected);
  });
});

describe('parseQuoteDate', () => {
  it.each(['2027-2-1', '2027/02/01', '2027-13-01', '2027-02-29', ''])('rejects %j', (date) => {
    expect(() => parseQuoteDate(date)).toThrow(RangeError);
  });
});
