/**
 * Japanese script: kanji, kana, the Japanese punctuation and full-width forms. Runs of it are what
 * an English page shows in Japanese (a name, a partner's words, text the catalogue has only in Japanese).
 */
const JAPANESE_RUN = /[\u3000-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]+/gu;

/** Whether `text` holds any Japanese script. */
export function hasJapaneseScript(text: string): boolean {
  return text.search(JAPANESE_RUN) !== -1;
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
