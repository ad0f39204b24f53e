import { toKatakana } from 'wanakana';
import { nameKanaRule } from '../validation/contactRules.ts';
import { romajiOfSounds, soundsOfSpelling } from './foreignSpelling.ts';
import { isJapaneseRomajiName, japaneseRomajiOf } from './japaneseRomaji.ts';
import { soundsOfVietnameseName } from './vietnameseSpelling.ts';

/** Letters no accent-stripping turns into a–z, as the rules read them. */
const LETTERS_READ_AS: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', ø: 'o', đ: 'd', ł: 'l', ı: 'i', œ: 'oe', þ: 'th', ç: 's', ñ: 'ny' };

/** How Japanese reads a letter standing alone, an initial (John F. Kennedy: ジョン エフ ケネディ). */
const LETTER_NAMES: Readonly<Record<string, string>> = {
  a: 'エー', b: 'ビー', c: 'シー', d: 'ディー', e: 'イー', f: 'エフ', g: 'ジー', h: 'エイチ', i: 'アイ',
  j: 'ジェー', k: 'ケー', l: 'エル', m: 'エム', n: 'エヌ', o: 'オー', p: 'ピー', q: 'キュー', r: 'アール',
  s: 'エス', t: 'ティー', u: 'ユー', v: 'ヴィー', w: 'ダブリュー', x: 'エックス', y: 'ワイ', z: 'ゼット',
};

/** Katakana a reading of one word may hold: it neither starts with a small kana, ッ or ー, nor holds anything but katakana. */
const WORD_READING = /^(?![ァィゥェォッャュョヮヵヶ])[ァ-ヶ][ァ-ヶー]*$/;

/** A word as written (full width folded, lower case, apostrophes alike, letters with their accents). */
function foldedWord(word: string): string {
  return word.normalize('NFKC').toLowerCase().replace(/[’‘ʼ]/g, "'");
}

/** A folded word in a–z for the spelling rules: accents dropped, Portuguese ão read as アン (João ジョアン). */
function plainLetters(word: string): string {
  const read = [...word.replace(/ão/g, 'an')].map((letter) => LETTERS_READ_AS[letter] ?? letter).join('');
  return read.normalize('NFD').replace(/\p{M}/gu, '').replace(/'/g, '');
}

function katakanaOf(romaji: string): string | undefined {
  const katakana = toKatakana(romaji);
  return WORD_READING.test(katakana) ? katakana : undefined;
}

/** A foreign word, or one part of a hyphenated one (Min of Min-jun); undefined when a letter is not read. */
function foreignPartReading(part: string, alone: boolean): string | undefined {
  const letters = plainLetters(part);
  if (!/^[a-z]+$/.test(letters)) return undefined;
  const sounds = soundsOfSpelling(letters, alone);
  return sounds === undefined ? undefined : katakanaOf(romajiOfSounds(sounds));
}

/**
 * A foreign word, its hyphenated parts read one by one: joined as one word when the visitor wrote
 * the next part in lower case (Korean given names, Min-jun ミンジュン), with a middle dot when they
 * capitalized it (Jean-Pierre ジャン・ピエール).
 */
function foreignWordReading(written: string): string | undefined {
  const initial = /^(\p{L})\.?$/u.exec(written.normalize('NFKC'));
  if (initial) return LETTER_NAMES[plainLetters(initial[1]!.toLowerCase())];
  let reading = '';
  // A hyphen or an apostrophe at the end is the visitor still typing (Min- before Min-jun).
  const parts = written.normalize('NFKC').replace(/[-'’.]+$/, '').split('-');
  for (const [index, part] of parts.entries()) {
    const partReading = foreignPartReading(foldedWord(part), parts.length === 1);
    if (partReading === undefined) return undefined;
    reading += index > 0 && /^\p{Lu}/u.test(part) ? `・${partReading}` : partReading;
  }
  return reading;
}

/** A name cut into its words and the spaces between them (each run of spaces kept as one, full width if it held one). */
function wordsAndSpaces(name: string): { words: string[]; spaces: string[] } {
  const pieces = name.trim().split(/([ \u3000]+)/);
  return {
    words: pieces.filter((_, index) => index % 2 === 0),
    spaces: pieces.filter((_, index) => index % 2 === 1).map((space) => (space.includes('\u3000') ? '\u3000' : ' ')),
  };
}

/**
 * The katakana reading to offer for a name written in Latin letters, in the order and with the
 * spaces the visitor wrote: a Japanese name in romaji read as romaji (Tanaka Hanako タナカ ハナコ,
 * Satō Yūki サトウ ユウキ, Homma ホンマ), any other name read by its spelling (John Smith ジョン スミス,
 * Nguyen Van An グエン ヴァン アン, Kim Min-jun キム ミンジュン). Undefined when the name holds
 * anything else (kanji, kana, digits, other scripts, symbols), when a word cannot be read, or when
 * the reading would not pass the furigana rule: never a reading that mixes in what was not read.
 */
export function katakanaReadingOf(name: string): string | undefined {
  const { words, spaces } = wordsAndSpaces(name);
  if (words.length === 0 || words[0] === '') return undefined;
  const folded = words.map(foldedWord);
  const japanese = isJapaneseRomajiName(folded);
  const readings = japanese ? folded.map((word) => katakanaOf(japaneseRomajiOf(word))) : words.map(foreignWordReading);
  if (readings.some((reading) => reading === undefined)) return undefined;
  const reading = readings.map((word, index) => word! + (spaces[index] ?? '')).join('');
  return nameKanaRule(reading) === undefined ? reading : undefined;
}

/**
 * The katakana reading to offer for a Vietnamese name written in Latin letters, with its marks or
 * without, read by the Vietnamese table (vietnameseSpelling.ts) and its words joined by a middle dot
 * as Japanese writes foreign names (Nguyễn Văn An グエン・ヴァン・アン, Trần Thị Hương チャン・ティ・フオン).
 * Undefined when a word is not a Vietnamese syllable the table reads, or when the reading would not
 * pass the furigana rule: the field is then left for the visitor to fill.
 */
export function vietnameseReadingOf(name: string): string | undefined {
  const sounds = soundsOfVietnameseName(name);
  if (sounds === undefined) return undefined;
  const reading = sounds.map((word) => toKatakana(romajiOfSounds(word))).join('・');
  return nameKanaRule(reading) === undefined ? reading : undefined;
}
