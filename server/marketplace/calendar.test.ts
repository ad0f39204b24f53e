import { describe, expect, it } from 'vitest';
import { bookableWindow, datesBetween, isJapaneseHoliday, japanToday, weekdayName, weekdayOf } from './calendar.ts';

describe('calendar', () => {
  it('takes today in Japan, not in UTC', () => {
    expect(japanToday(new Date('2026-03-31T15:30:00Z'))).toBe('2026-04-01');
    expect(japanToday(new Date('2026-03-31T14:59:00Z'))).toBe('2026-03-31');
  });
  it('lists the dates of a range, both ends included', () => {
    expect(datesBetween('2026-04-29', '2026-05-02')).toEqual(['2026-04-29', '2026-04-30', '2026-05-01', '2026-05-02']);
    expect(datesBetween('2026-05-02', '2026-05-01')).toEqual([]);
  });
  it('knows weekdays and their names, and Japanese holidays', () => {
    expect(weekdayOf('2026-05-03')).toBe(0);
    expect(weekdayName(3)).toBe('水');
    expect(weekdayName(3, 'en')).toBe('Wed');
    expect(weekdayName(0, 'en')).toBe('Sun');
    expect(isJapaneseHoliday('2026-05-04')).toBe(true);
    expect(isJapaneseHoliday('2026-05-08')).toBe(false);
  });
  it('opens bookings from 3 days to 3 months ahead', () => {
    expect(bookableWindow('2026-04-01')).toEqual({ first: '2026-04-04', last: '2026-07-01' });
  });
});
