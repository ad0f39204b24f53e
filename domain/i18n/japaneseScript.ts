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
