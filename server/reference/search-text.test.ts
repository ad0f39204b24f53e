import { describe, expect, it } from 'vitest';
import { readingOf, toSearchText } from './search-text.ts';

describe('toSearchText', () => {
  it('folds katakana, half-width kana and ヶ to hiragana, full-width ASCII to ASCII, and drops spaces', () => {
    expect(toSearchText('ヨコハマ')).toBe('よこはま');
    expect(toSearchText('ﾖｺﾊﾏ')).toBe('よこはま');
    expect(toSearchText('保土ヶ谷 区')).toBe('保土け谷区');
    expect(toSearchText('ＡＢＣ　１２３')).toBe('abc123');
  });

  it('reads Japan Post half-width readings as hiragana', () => {
    expect(readingOf('ﾁﾖﾀﾞｸ')).toBe('ちよだく');
  });
});
