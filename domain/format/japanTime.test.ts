import { describe, expect, it } from 'vitest';
import { formatJapaneseDate, formatJapanDateTime } from './japanTime.ts';

describe('formatJapanDateTime', () => {
  it('shows an instant in Japan time, whatever the offset it was written with', () => {
    expect(formatJapanDateTime('2026-06-01T15:30:00Z')).toBe('2026/06/02 00:30');
    expect(formatJapanDateTime('2026-06-01T10:05:00+09:00')).toBe('2026/06/01 10:05');
  });

  it('shows nothing for a text that is no instant', () => {
    expect(formatJapanDateTime('soon')).toBe('');
  });
});

describe('formatJapaneseDate', () => {
  it('writes a calendar date the Japanese way', () => {
    expect(formatJapaneseDate('2026-11-26')).toBe('2026年11月26日');
    expect(formatJapaneseDate('2027/01/05')).toBe('2027年1月5日');
  });
});
