import { describe, expect, it } from 'vitest';
import { hasJapaneseScript, japaneseRuns, JAPANESE_SCRIPT, runsToMark, unreadableIn } from './japaneseScript.ts';

describe('Japanese script', () => {
  it('is found in kanji, kana, Japanese punctuation and full-width forms, not in English', () => {
    for (const text of ['東京', 'ひかり', 'カナ', '、', '（', '～', '㈱', '𠮷']) expect(hasJapaneseScript(text), text).toBe(true);
    for (const text of ['Fiber internet', '¥105,000', 'Sun, Nov 29 – 30', '']) expect(hasJapaneseScript(text), text).toBe(false);
    expect('Base fare (2-ton long truck)').not.toMatch(JAPANESE_SCRIPT);
  });

  it('cuts a text into its Japanese runs and the rest, in order', () => {
    expect(japaneseRuns('Electricity (そよでんき)')).toEqual([
      { text: 'Electricity (', japanese: false },
      { text: 'そよでんき', japanese: true },
      { text: ')', japanese: false },
    ]);
    expect(japaneseRuns('東京都')).toEqual([{ text: '東京都', japanese: true }]);
    expect(japaneseRuns('Tokyo')).toEqual([{ text: 'Tokyo', japanese: false }]);
    expect(japaneseRuns('')).toEqual([]);
  });
});

describe('what a reader of each language cannot read (issue 37)', () => {
  it('is any Japanese script for a reader of Latin script, kana for a reader of kanji, nothing on a Japanese page', () => {
    expect(unreadableIn('東京都', 'vi')).toBe(true);
    expect(unreadableIn('Tokyo', 'en')).toBe(false);
    expect(unreadableIn('东京都', 'zh')).toBe(false);
    expect(unreadableIn('さいたま市', 'zh')).toBe(true);
    expect(unreadableIn('さいたま市', 'ja')).toBe(false);
  });

  it('marks the runs a page cannot expect its reader to read', () => {
    expect(runsToMark('Electricity (そよでんき)', 'en')).toEqual([
      { text: 'Electricity (', japanese: false },
      { text: 'そよでんき', japanese: true },
      { text: ')', japanese: false },
    ]);
    expect(runsToMark('电力（そよでんき）', 'zh')).toEqual([
      { text: '电力', japanese: false },
      { text: '（', japanese: false },
      { text: 'そよでんき', japanese: true },
      { text: '）', japanese: false },
    ]);
    expect(runsToMark('そよでんき', 'ja')).toEqual([{ text: 'そよでんき', japanese: false }]);
  });
});
