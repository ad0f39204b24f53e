import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacters, toHalfWidth, typableText } from './index.ts';

/** Text mixing ASCII, full-width ASCII, the look-alike punctuation, kana and surrogate pairs. */
const mixedText = fc.string({
  unit: fc.oneof(
    fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    fc.integer({ min: 0xff00, max: 0xffef }).map((code) => String.fromCharCode(code)),
    fc.constantFrom('\u3000', '‐', '‑', '‒', '–', '—', '―', '−', '‘', '’', '“', '”', 'ー', 'カ', '漢', '😀'),
  ),
});

describe('toHalfWidth', () => {
  it('converts full-width ASCII letters, digits and symbols', () => {
    expect(toHalfWidth('ＡＢＣｘｙｚ０１２３４５６７８９')).toBe('ABCxyz0123456789');
    expect(toHalfWidth('！＠＃＄％＾＆＊（）＿＋－＝［］｛｝～')).toBe('!@#$%^&*()_+-=[]{}~');
    expect(toHalfWidth('ｔａｒｏ＠ｅｘａｍｐｌｅ．ｃｏｍ')).toBe('taro@example.com');
  });

  it('converts the ideographic space and ASCII-like punctuation', () => {
    expect(toHalfWidth('山田\u3000太郎')).toBe('山田 太郎');
    expect(toHalfWidth('090‐1234−5678―')).toBe('090-1234-5678-');
    expect(toHalfWidth('‘a’ “b” ￥')).toBe(`'a' "b" \\`);
  });

  it('keeps kana, kanji and the long-vowel mark', () => {
    expect(toHalfWidth('カタカナー漢字ひらがな')).toBe('カタカナー漢字ひらがな');
  });

  it('is idempotent', () => {
    fc.assert(fc.property(mixedText, (text) => {
      const once = toHalfWidth(text);
      expect(toHalfWidth(once)).toBe(once);
    }));
  });

  it('leaves no full-width ASCII behind', () => {
    fc.assert(fc.property(mixedText, (text) => {
      expect(/[\uff01-\uff5e\u3000]/.test(toHalfWidth(text))).toBe(false);
    }));
  });
});

describe('forbidden characters', () => {
  it('refuses surrogate pairs, circled numbers, Roman numerals, unit and company symbols', () => {
    for (const text of ['𠮷', '😀', '①', '⑳', '㉑', 'Ⅳ', 'ⅳ', '㍉', '㌔', '㎏', '㍻', '㈱', '㈲', '№', '℡', '™']) {
      expect(hasForbiddenCharacters(`a${text}b`)).toBe(true);
      expect(hasForbiddenCharacters(text)).toBe(true);
    }
  });

  it('accepts ordinary Japanese and ASCII text', () => {
    for (const text of ['東京都渋谷区1-2-3', 'ハイツ101号室', 'ABC（株）', '〒150-0001', '高﨑', 'か\u3099き', 'José', '']) {
      expect(hasForbiddenCharacters(text)).toBe(false);
    }
  });

  it('refuses controls, bidi overrides and isolates, the BOM, noncharacters and combining marks alone (issue 26)', () => {
    const refused = ['\u0000', '\u0008', '\u000b', '\u001f', '\u007f', '\u0085', '\u009f', '\u202a', '\u202e', '\u2066', '\u2069', '\ufeff', '\ufdd0', '\ufdef', '\ufffe', '\uffff'];
    for (const character of refused) {
      expect(hasForbiddenCharacters(`a${character}b`, 'line')).toBe(true);
      expect(hasForbiddenCharacters(`a${character}b`, 'multiline')).toBe(true);
    }
    for (const marks of ['\u0301', '\u0301 \u0308', '\u3099\u309a']) expect(hasForbiddenCharacters(marks)).toBe(true);
  });

  it('takes line breaks and tabs in a multi-line text only', () => {
    for (const text of ['a\nb', 'a\r\nb', 'a\tb']) {
      expect(hasForbiddenCharacters(text, 'line')).toBe(true);
      expect(hasForbiddenCharacters(text, 'multiline')).toBe(false);
    }
  });

  it('gives the field its message through typableText, and leaves a missing value to `required`', () => {
    const rule = typableText('不正');
    expect(rule('山田\u0000')).toBe('不正');
    expect(rule('山田')).toBeUndefined();
    expect(rule(undefined)).toBeUndefined();
  });
});
