import { describe, expect, it } from 'vitest';
import { addIsoDays, addIsoMonths, bookableWindow, japanToday } from './bookableWindow.ts';

describe('bookable window', () => {
  it('runs from today + 3 days to the same day 3 months later', () => {
    expect(bookableWindow('2026-04-01')).toEqual({ first: '2026-04-04', last: '2026-07-01' });
    expect(bookableWindow('2026-11-30')).toEqual({ first: '2026-12-03', last: '2027-02-28' });
  });

  it('counts today in Japan time, whatever the device clock says', () => {
    // 23:30 UTC on 31 March is already 1 April, 08:30 in Japan.
    expect(japanToday(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-01');
    expect(japanToday(new Date('2026-03-31T14:59:00Z'))).toBe('2026-03-31');
    expect(bookableWindow(japanToday(new Date('2026-03-31T23:30:00Z'))).first).toBe('2026-04-04');
  });

  it('adds days and months on the calendar, clamping to the month end', () => {
    expect(addIsoDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addIsoDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addIsoMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addIsoMonths('2028-01-31', 1)).toBe('2028-02-29');
  });
});
