/** The part of the `hepburn` package (which ships no types) that the romaji converter uses. */
declare module 'hepburn' {
  /**
   * Hiragana, katakana and half-width katakana to upper-case Hepburn ('トウキョウ' → 'TOUKYOU'):
   * ー becomes a macron, ヂ/ヅ become DJI/DZU, ン before a vowel or Y keeps an apostrophe (N').
   */
  export function fromKana(kana: string): string;
}
