import { describe, expect, it } from 'vitest';
import { formatInJapan, japanNoonOf } from './intlInJapan.ts';

describe('formatInJapan', () => {
  it("formats in Japan's zone with each language's tag, one formatter per language", () => {
    const day = formatInJapan({ weekday: 'short', month: 'short', day: 'numeric' });
    expect(day('en')).toBe(day('en'));
    expect(day('en').format(japanNoonOf('2026/12/05'))).toBe('Sat, Dec 5');
    expect(day('zh').format(japanNoonOf('2026-12-05'))).toBe('12月5日周六');
    expect(day('vi').resolvedOptions().timeZone).toBe('Asia/Tokyo');
  });
});
