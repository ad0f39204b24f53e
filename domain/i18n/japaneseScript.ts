import type { Locale } from './locale.ts';
import { PROFILES } from './profiles.ts';

/**
 * One character of Japanese script, which a reader of English only cannot read: hiragana, katakana
 * (with its phonetic extensions and half-width forms), CJK ideographs (with their extensions and
 * compatibility forms), Japanese punctuation and symbols (「」、。・〜 and the ideographic space),
 * enclosed and squared CJK (㈱, ㌔) and the full-width forms (（）：！１Ａ￥－). Runs of it are what an
 * English page shows in Japanese (a name, a partner's words, text the catalogue has only in
 * Japanese), and what no English text the product writes may hold.
 */
export const JAPANESE_SCRIPT = /[\u3000-\u30FF\u3190-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF\u{20000}-\u{3134F}]/u;

const JAPANESE_RUN = new RegExp(`${JAPANESE_SCRIPT.source}+`, 'gu');

/** Whether `text` holds any Japanese script. */
export function hasJapaneseScript(text: string): boolean {
  return JAPANESE_SCRIPT.test(text);
}

/** `text` cut into runs, each Japanese or not, in order: 'Electricity (そよでんき)' → Electricity (, そよでんき, ). */
export function japaneseRuns(text: string): { text: string; japanese: boolean }[] {
  const runs: { text: string; japanese: boolean }[] = [];
  let end = 0;
  for (const match of text.matchAll(JAPANESE_RUN)) {
    if (match.index > end) runs.push({ text: text.slice(end, match.index), japanese: false });
    runs.push({ text: match[0], japanese: true });
    end = match.index + match[0].length;
  }
  if (end < text.length) runs.push({ text: text.slice(end), japanese: false });
  return runs;
}

/** Kana (hiragana, katakana and their half-width forms): what a reader of Chinese cannot read in Japanese text. */
const KANA = /[\u3040-\u30FF\u31F0-\u31FF\uFF66-\uFF9F]/u;

/**
 * Whether a reader of `locale` may not read `text` (Japanese script where the page's language is not
 * Japanese): a reader of Latin script reads no Japanese script at all; a reader of kanji (Chinese)
 * reads kanji, not kana.
 */
export function unreadableIn(text: string, locale: Locale): boolean {
  const { script } = PROFILES[locale];
  return script === 'latin' ? hasJapaneseScript(text) : script === 'kanji' && KANA.test(text);
}

/**
 * `text` cut into the runs a page of `locale` marks as Japanese (`lang="ja"`): for a reader of Latin
 * script every run of Japanese script ('Electricity (そよでんき)' → そよでんき); for a reader of kanji
 * each word holding kana between brackets, spaces and commas ('电力（そよでんき）' → そよでんき), the
 * Chinese around them being the page's own. None on a Japanese page.
 */
export function runsToMark(text: string, locale: Locale): { text: string; japanese: boolean }[] {
  const { script } = PROFILES[locale];
  if (script === 'latin') return japaneseRuns(text);
  if (script === 'japanese') return [{ text, japanese: false }];
  return text
    .split(/([（）()「」『』、，,\s]+)/u)
    .filter((piece) => piece !== '')
    .map((piece) => ({ text: piece, japanese: KANA.test(piece) }));
}
