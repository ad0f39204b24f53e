import { describe, expect, it } from 'vitest';
import { formatJapaneseDate, formatJapanDateTime, japaneseDateWithWeekday, japanTimeInWords } from './japanTime.ts';

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

describe('japanTimeInWords and japaneseDateWithWeekday', () => {
  it('say an instant in Japan time with its zone, and a day with its weekday', () => {
    expect(japanTimeInWords('2026-11-27T03:12:00.000Z')).toBe('2026/11/27 12:12（日本時間）');
    expect(japaneseDateWithWeekday('2026-12-12')).toBe('2026年12月12日（土）');
    expect(japaneseDateWithWeekday('2027-01-03')).toBe('2027年1月3日（日）');
  });
});
