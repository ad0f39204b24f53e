import { describe, expect, it } from 'vitest';
import { monthInWords } from './monthInWords.ts';

describe('monthInWords', () => {
  it('names the month of a yyyyMM or a date', () => {
    expect(monthInWords('202612')).toBe('2026年12月');
    expect(monthInWords('2027-01-31')).toBe('2027年1月');
    expect(monthInWords('202612', 'en')).toBe('December 2026');
    expect(monthInWords('2027-01-31', 'en')).toBe('January 2027');
  });
});
