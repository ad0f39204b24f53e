import { describe, expect, it } from 'vitest';
import { formatJapaneseDate, formatJapanDateTime } from './japanTime.ts';

describe('Japan time formats', () => {
  it('shows an instant in Japan time whatever the device zone', () => {
    expect(formatJapanDateTime('2026-11-23T15:30:00.000Z')).toBe('2026/11/24 00:30');
  });

  it('writes a calendar date the Japanese way', () => {
    expect(formatJapaneseDate('2026-11-26')).toBe('2026年11月26日');
    expect(formatJapaneseDate('2027/01/05')).toBe('2027年1月5日');
  });
});
