import { romanize, titleCase } from './romanize.ts';

/** How the kanji that ends a unit's name is read, and how English writes it after a hyphen. */
const SUFFIXES: readonly { kanji: string; readings: readonly (readonly [reading: string, english: string])[] }[] = [
  { kanji: '市', readings: [['し', 'shi']] },
  { kanji: '区', readings: [['く', 'ku']] },
  { kanji: '町', readings: [['ちょう', 'cho'], ['まち', 'machi']] },
  { kanji: '村', readings: [['むら', 'mura'], ['そん', 'son']] },
  { kanji: '郡', readings: [['ぐん', 'gun']] },
];

/**
 * One unit of a municipality's name (a city, ward, town, village or county) in English: its
 * romanized name with the kind split off by a hyphen, as Japanese addresses are written in English
 * (新宿区 しんじゅくく → Shinjuku-ku, 恩納村 おんなそん → Onna-son; 小海町 こうみまち gives Komi-machi,
 * which official-spellings.ts corrects to Koumi-machi).
 * `reading` is the unit's own reading in hiragana. A name without a known ending is romanized whole.
 */
export function unitInEnglish(name: string, reading: string): string {
  const suffix = SUFFIXES.find(({ kanji }) => name.endsWith(kanji))?.readings.find(([kana]) => reading.endsWith(kana) && reading.length > kana.length);
  if (suffix === undefined) return titleCase(romanize(reading));
  const [kana, english] = suffix;
  return `${titleCase(romanize(reading.slice(0, -kana.length)))}-${english}`;
}
