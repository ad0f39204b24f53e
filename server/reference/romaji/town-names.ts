import { romanize, titleCase } from './romanize.ts';

/** A block number before 丁目 in a town's name: kanji (三, 十二, 壱) or digits (８). */
const CHOME_IN_NAME = /([0-9０-９]+|[一二三四五六七八九十壱]+)丁目/gu;
const KANJI_DIGITS: Readonly<Record<string, number>> = { 一: 1, 壱: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
/** How each digit and 十 are read before 丁目 (八丁目 はっちょうめ, 十二丁目 じゅうにちょうめ). */
const DIGIT_READINGS: readonly string[] = ['', 'イッ|イチ', 'ニ', 'サン', 'ヨン|ヨ|シ', 'ゴ', 'ロッ|ロク', 'ナナ|シチ', 'ハッ|ハチ', 'キュウ|ク'];
const TEN_READINGS = 'ジュッ|ジッ|ジュウ';

/** A number in a reading and the counter after it, written "1-jo", "8-chome", "4-sen" (条, 丁目, 線, 号, 番丁). */
const NUMBERED = /(\d+)(チョウメ|バンチョウ|ジョウ|セン|ゴウ)?/gu;
const COUNTERS: Readonly<Record<string, string>> = { チョウメ: 'chome', バンチョウ: 'bancho', ジョウ: 'jo', セン: 'sen', ゴウ: 'go' };
/** Separators between the names of a town that covers several (甲、乙; 新所・岡崎). */
const SEPARATORS = /[、・]/gu;
/** 町 at the end of a town read ちょう or まち, except after っ (八町 はっちょう is Hatcho, not Hat-cho). */
const TOWN_SUFFIX = /(?<!ッ)(チョウ|マチ)$/u;
/**
 * Letters before a final 町 for it to be split off: a short name reads as one word, as it is
 * written on signs (大手町 Otemachi, 本町 Honmachi, 下三之町 Shimo 3 Nomachi; 山下町 Yamashita-cho).
 */
const MIN_LETTERS_BEFORE_SUFFIX = 4;
/** A word already in English: a number with its counter, or a separator. */
const ASCII_WORD = /^[\x21-\x7e]+$/u;

/**
 * A town's (町域's) English name from its name and Japan Post's katakana reading: Nishishinjuku,
 * Yamashita-cho, Showa 8-chome, Kita 1-jo Nishi. The reading has no word boundaries, so a town is
 * one word except where numbers and the separators 、・ split it, and 町 is hyphenated only at the end
 * (稲荷町三丁目北 Inaricho 3-chome Kita).
 */
export function townInEnglish(name: string, kana: string): string {
  const words = chomeAsDigits(name, kana.normalize('NFKC'))
    .replace(SEPARATORS, ' / ')
    .replace(NUMBERED, (_, digits: string, counter: string | undefined) => ` ${digits}${counter === undefined ? '' : `-${COUNTERS[counter]}`} `)
    .trim()
    .split(/\s+/u);
  const last = words.pop() ?? '';
  const ending = name.endsWith('町') ? TOWN_SUFFIX.exec(last) : null;
  const base = ending === null ? '' : wordInEnglish(last.slice(0, ending.index));
  const lastWord = base.length >= MIN_LETTERS_BEFORE_SUFFIX ? `${base}-${ending?.[1] === 'チョウ' ? 'cho' : 'machi'}` : wordInEnglish(last);
  return [...words.map(wordInEnglish), lastWord].join(' ');
}

function wordInEnglish(word: string): string {
  return ASCII_WORD.test(word) ? word : titleCase(romanize(word));
}

/**
 * The reading with each block number the name writes before 丁目 in digits (ショウワハッチョウメ for
 * 昭和八丁目 → ショウワ8チョウメ), so that it comes out as "8-chome" like the names Japan Post
 * already writes with digits (象潟町５丁目塩越 キサカタマチ５チョウメシオコシ).
 */
function chomeAsDigits(name: string, reading: string): string {
  let result = reading;
  for (const [, numeral = ''] of name.matchAll(CHOME_IN_NAME)) {
    const value = numberOf(numeral);
    result = result.replace(new RegExp(`(?:${value}|${numberReading(value)})チョウメ`, 'u'), `${value}チョウメ`);
  }
  return result;
}

function numberOf(numeral: string): number {
  const digits = numeral.normalize('NFKC');
  if (/^\d+$/u.test(digits)) return Number(digits);
  const [tens = '', ones = ''] = digits.includes('十') ? digits.split('十') : ['', digits];
  const tensValue = digits.includes('十') ? (KANJI_DIGITS[tens] ?? 1) : 0;
  return tensValue * 10 + (KANJI_DIGITS[ones] ?? 0);
}

/** A pattern of the ways a number up to 99 is read (12: ジュウニ, 8: ハッ or ハチ). */
function numberReading(value: number): string {
  const tens = Math.floor(value / 10);
  const ones = value % 10;
  const parts = [tens > 1 ? DIGIT_READINGS[tens] : '', tens > 0 ? TEN_READINGS : '', ones > 0 ? DIGIT_READINGS[ones] : ''];
  return parts.filter((part) => part !== '' && part !== undefined).map((part) => `(?:${part})`).join('');
}
