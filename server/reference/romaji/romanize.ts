import { fromKana } from 'hepburn';

/**
 * Kana (hiragana, katakana or half-width katakana) to Hepburn the way English texts write Japanese
 * place names (Tokyo, Osaka, Kyushu, Aizu), in lower case. The `hepburn` package gives strict
 * Hepburn: macrons for ー, DJI/DZU for ヂ/ヅ, an apostrophe after ン, and long vowels spelt out
 * (トウキョウ → TOUKYOU). Maps, signs and Japan Post's romaji drop all of that, hence the steps after it.
 */
export function romanize(kana: string): string {
  const standard = kana.normalize('NFKC').replace(/[ヂぢ]/g, 'ジ').replace(/[ヅづ]/g, 'ズ');
  return fromKana(standard)
    .toLowerCase()
    .normalize('NFD')
    .replace(/\u0304/g, '')
    .replace(LONG_VOWEL, (vowels) => vowels.charAt(0))
    .replace(/'/g, '');
}

/**
 * Long vowels written once, in one pass from the left (おおうら → Oura): oo and ou become o, uu
 * becomes u. After の, ou is the particle and a word of its own (内 uchi, 浦 ura, 上 ue), as in
 * 丸の内 Marunouchi, 江之浦 Enoura and 井上 Inoue, so nouchi, noura and noue keep it; elsewhere those
 * fold (山王町 Sannocho, 上越 Joetsu, 公園 Koen). uu before ra is つ + 浦 (勝浦 Katsuura).
 */
const LONG_VOWEL = /oo|(?<!n)ou|ou(?!e|chi|ra)|uu(?!ra)/g;

/** Each word's first letter in upper case; words are separated by spaces, hyphens and slashes. */
export function titleCase(text: string): string {
  return text.replace(/(^|[\s/-])([a-z])/g, (_, separator: string, letter: string) => separator + letter.toUpperCase());
}
