import { describe, expect, it } from 'vitest';
import { preciseDate, representativeDate } from './schedule.ts';

describe('the day a schedule names', () => {
  it('is the date chosen, from its month (yyyyMM) and day', () => {
    expect(preciseDate('202612', '05')).toBe('2026-12-05');
  });

  it('is, for a part of a month, a day within that part', () => {
    expect(representativeDate('202701', '01')).toBe('2027-01-05');
    expect(representativeDate('202701', '02')).toBe('2027-01-15');
    expect(representativeDate('202701', '03')).toBe('2027-01-25');
  });
});
