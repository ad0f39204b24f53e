const KATAKANA_START = 0x30a1; // ァ
const KATAKANA_END = 0x30f6; // ヶ
const KATAKANA_TO_HIRAGANA = 0x60;

/**
 * The form in which addresses are indexed and queries compared: NFKC (full-width ASCII and
 * half-width kana become their usual forms), no spaces, katakana as hiragana, ヶ/ケ/ヵ as け.
 * Kanji are kept, so 横浜市 and よこはまし both match their own index entries.
 */
export function toSearchText(text: string): string {
  const folded = text.normalize('NFKC').replace(/[\s\u3000]+/g, '').toLowerCase();
  let result = '';
  for (const char of folded) {
    const code = char.charCodeAt(0);
    result += code >= KATAKANA_START && code <= KATAKANA_END ? String.fromCharCode(code - KATAKANA_TO_HIRAGANA) : char;
  }
  return result.replace(/[ゖゕ]/g, (small) => (small === 'ゖ' ? 'け' : 'か'));
}

/** The reading of a Japan Post half-width katakana name (e.g. 'ﾖｺﾊﾏｼ') in hiragana ('よこはまし'). */
export function readingOf(halfWidthKatakana: string): string {
  return toSearchText(halfWidthKatakana);
}
