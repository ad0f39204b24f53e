import { describe, expect, it } from 'vitest';
import { lastMovingDate } from './schedule.ts';

describe('lastMovingDate', () => {
  it('is the date chosen, or the last day of the month chosen', () => {
    expect(lastMovingDate({ isYoteibi: '1', yoteiDateYearMonth: '202612', yoteiDateDay: '05' })).toBe('2026-12-05');
    expect(lastMovingDate({ isYoteibi: '0', kohoDateYearMonth: '202702' })).toBe('2027-02-28');
    expect(lastMovingDate({ isYoteibi: '0', kohoDateYearMonth: '202802' })).toBe('2028-02-29');
    expect(lastMovingDate({ isYoteibi: '0', kohoDateYearMonth: '202612' })).toBe('2026-12-31');
  });
});
