import { describe, expect, it } from 'vitest';
import { endOfMonthAhead, HOLIDAY_MONTHS_AHEAD, holidaysBetween, isHoliday, upcomingHolidays } from './holidays.ts';

describe('holidays', () => {
  it('knows fixed, moving and substitute holidays', () => {
    expect(isHoliday('2027-01-01')).toBe(true); // 元日
    expect(isHoliday('2027-01-11')).toBe(true); // 成人の日, second Monday
    expect(isHoliday('2027-03-22')).toBe(true); // 振替休日 for 春分の日 on a Sunday
    expect(isHoliday('2027-01-02')).toBe(false);
  });

  it('lists the holidays of a range, both ends included', () => {
    expect(holidaysBetween('2027-05-03', '2027-05-05')).toEqual(['2027-05-03', '2027-05-04', '2027-05-05']);
    expect(holidaysBetween('2027-04-01', '2027-05-31')).toEqual(['2027-04-29', '2027-05-03', '2027-05-04', '2027-05-05']);
    expect(() => holidaysBetween('2027/05/03', '2027-05-05')).toThrow(RangeError);
  });

  it('finds the end of a month some months ahead, across years and short months', () => {
    expect(endOfMonthAhead('2026-11-22', 13)).toBe('2027-12-31');
    expect(endOfMonthAhead('2027-01-31', 1)).toBe('2027-02-28');
    expect(endOfMonthAhead('2027-12-01', 2)).toBe('2028-02-29');
  });

  it('lists upcoming holidays from today through at least 13 months ahead', () => {
    const holidays = upcomingHolidays(new Date('2026-12-31T15:00:00Z'));
    expect(HOLIDAY_MONTHS_AHEAD).toBeGreaterThanOrEqual(13);
    expect(holidays[0]).toBe('2027-01-01');
    expect(holidays.at(-1)).toBe('2028-02-23'); // 天皇誕生日, the last holiday up to 2028-02-29
    expect(holidays).toEqual([...holidays].sort());
  });
});
