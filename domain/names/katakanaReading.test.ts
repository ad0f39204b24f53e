import { describe, expect, it } from 'vitest';
import { nameKanaRule } from '../validation/contactRules.ts';
import { katakanaReadingOf } from './katakanaReading.ts';

/** Japanese names in romaji: Hepburn as on passports, and its common variants. */
const JAPANESE_NAMES: readonly (readonly [string, string])[] = [
  ['Tanaka Hanako', 'タナカ ハナコ'],
  ['Satō Yūki', 'サトウ ユウキ'], // macrons
  ['Satou Kenji', 'サトウ ケンジ'], // ou
  ['Ōno Shōta', 'オオノ ショウタ'], // a long o opening a word is オオ
  ['Ôta Kyôko', 'オオタ キョウコ'], // circumflexes
  ['Oono Yuuko', 'オオノ ユウコ'], // oo, uu
  ['Itoh Tsutomu', 'イトウ ツトム'], // oh
  ['Kohno Akira', 'コウノ アキラ'],
  ['Ohno Satoshi', 'オオノ サトシ'],
  ['Sinozaki Tutomu', 'シノザキ ツトム'], // Kunrei si, tu
  ['Hujita Zyunko', 'フジタ ジュンコ'], // Kunrei hu, zy
  ['Homma Jun\'ichi', 'ホンマ ジュンイチ'], // m before m, n'
  ['Namba Shin\'ichi', 'ナンバ シンイチ'], // m before b
  ['Kampei Sakurai', 'カンペイ サクライ'], // m before p
  ['Satoh Ken-ichi', 'サトウ ケンイチ'], // a hyphen for n'
  ['Hattori Kazuo', 'ハットリ カズオ'], // double consonants
  ['Matsumoto Itchō', 'マツモト イッチョウ'],
  ['Watanabe Ayumi', 'ワタナベ アユミ'],
  ['Kobayashi Ryouta', 'コバヤシ リョウタ'],
  ['Han Ji-min', 'ハン ジミン'], // Korean, but romaji all the same
];

/**
 * Names of the largest foreign communities in Japan, as Japanese writes them. The reading of a
 * spelling is a suggestion the visitor checks; these are names the rules read right.
 */
const FOREIGN_NAMES: readonly (readonly [string, string])[] = [
  // Chinese (pinyin)
  ['Wang Wei', 'ワン ウェイ'],
  ['Li Na', 'リー ナー'],
  ['Zhang Min', 'ジャン ミン'],
  ['Liu Yang', 'リュウ ヤン'],
  ['Chen Jie', 'チェン ジエ'],
  ['Zhou Xin', 'ジョウ シン'],
  ['Huang Lei', 'ホアン レイ'],
  ['Zhang Xiaoming', 'ジャン シャオミン'],
  ['Li Qiang', 'リー チャン'],
  ['Wang Fang', 'ワン ファン'],
  // Vietnamese
  ['Nguyen Van An', 'グエン ヴァン アン'],
  ['Nguyễn Văn An', 'グエン ヴァン アン'],
  ['Tran Thi Mai', 'チャン ティ マイ'],
  ['Pham Minh Tuan', 'ファム ミン トゥアン'],
  ['Le Thi Lan', 'レ ティ ラン'],
  ['Hoang Van Nam', 'ホアン ヴァン ナム'],
  ['Vu Thanh Hai', 'ヴー タイン ハイ'],
  ['Bui Quang Huy', 'ブイ クアン フイ'],
  // Korean
  ['Kim Min-jun', 'キム ミンジュン'],
  ['Kang Min-ho', 'カン ミンホ'],
  ['Kim Seo-yeon', 'キム ソヨン'],
  ['Jung Ho-seok', 'ジュン ホソク'],
  // Filipino
  ['Maria Santos', 'マリア サントス'],
  ['Angelica Reyes', 'アンジェリカ レイエス'],
  ['Mark Bautista', 'マーク バウティスタ'],
  ['Cristina dela Cruz', 'クリスティナ デラ クルス'],
  ['José Núñez', 'ホセ ヌニェス'],
  ['Joy Villanueva', 'ジョイ ヴィラヌエヴァ'],
  // Nepali
  ['Ram Bahadur Thapa', 'ラム バハドゥル タパ'],
  ['Sita Gurung', 'シタ グルン'],
  ['Bikash Shrestha', 'ビカシュ シュレスタ'],
  ['Sunita Tamang', 'スニタ タマン'],
  ['Sunil Bhandari', 'スニル バンダリ'],
  ['Kiran Dhakal', 'キラン ダカル'],
  // Brazilian and Portuguese
  ['João Silva', 'ジョアン シルヴァ'],
  ['Ana Oliveira', 'アナ オリヴェイラ'],
  ['Carlos Pereira', 'カルロス ペレイラ'],
  ['Fernanda Souza', 'フェルナンダ ソウザ'],
  ['Gabriel Costa', 'ガブリエル コスタ'],
  ['Rafael Santos', 'ラファエル サントス'],
  ['Jorge Yamamoto', 'ジョルジェ ヤマモト'],
  // Indonesian
  ['Budi Santoso', 'ブディ サントソ'],
  ['Siti Rahayu', 'シティ ラハユ'],
  ['Dewi Lestari', 'デウィ レスタリ'],
  ['Agus Setiawan', 'アグス セティアワン'],
  ['Ahmad Fauzi', 'アフマド ファウジ'],
  // American and British
  ['John Smith', 'ジョン スミス'],
  ['Emily Johnson', 'エミリー ジョンソン'],
  ['Michael Brown', 'マイケル ブラウン'],
  ['Sarah Williams', 'サラ ウィリアムズ'],
  ['James Taylor', 'ジェームズ テイラー'],
  ['Emma Wilson', 'エマ ウィルソン'],
  ['Olivia Brown', 'オリヴィア ブラウン'],
  ['Chris Wright', 'クリス ライト'],
  ['Ryan Thompson', 'ライアン トンプソン'],
  ['Mike Tanaka', 'マイク タナカ'], // Mike is not ミケ
  ['John F. Kennedy', 'ジョン エフ ケネディ'], // an initial
];

describe('katakanaReadingOf', () => {
  it.each(JAPANESE_NAMES)('reads the Japanese name %s in romaji as %s', (name, reading) => {
    expect(katakanaReadingOf(name)).toBe(reading);
  });

  it.each(FOREIGN_NAMES)('reads %s as Japanese writes it: %s', (name, reading) => {
    expect(katakanaReadingOf(name)).toBe(reading);
  });

  it('reads names of at least 40 people of the largest foreign communities', () => {
    expect(FOREIGN_NAMES.length).toBeGreaterThanOrEqual(40);
  });

  it('gives every reading the furigana rule accepts', () => {
    for (const [name] of [...JAPANESE_NAMES, ...FOREIGN_NAMES]) expect(nameKanaRule(katakanaReadingOf(name))).toBeUndefined();
  });

  it('keeps the order and the spaces the visitor wrote: one space per run, full width where they wrote one', () => {
    expect(katakanaReadingOf('Smith John')).toBe('スミス ジョン');
    expect(katakanaReadingOf('  Tanaka    Hanako ')).toBe('タナカ ハナコ');
    expect(katakanaReadingOf('Tanaka\u3000Hanako')).toBe('タナカ\u3000ハナコ');
    expect(katakanaReadingOf('ＪＯＨＮ　ＳＭＩＴＨ')).toBe('ジョン\u3000スミス');
    expect(katakanaReadingOf('JOHN SMITH')).toBe('ジョン スミス');
  });

  it('joins the parts of a hyphenated name as written: a lower-case part into the word, a capitalized one after a middle dot', () => {
    expect(katakanaReadingOf('Kim Min-jun')).toBe('キム ミンジュン');
    expect(katakanaReadingOf('Mary-Jane Watson')).toBe('マリー・ジェーン ワトソン');
  });

  it('reads an English name of one word by its spelling, even where it could be romaji', () => {
    expect(katakanaReadingOf('John')).toBe('ジョン');
    expect(katakanaReadingOf('Johnson')).toBe('ジョンソン');
    expect(katakanaReadingOf('Emma')).toBe('エマ');
    expect(katakanaReadingOf('Knight')).toBe('ナイト');
  });

  it('reads a name being typed: a hyphen or an apostrophe at its end waits for what follows', () => {
    expect(katakanaReadingOf('Kim Min-')).toBe('キム ミン');
    expect(katakanaReadingOf("Shin'")).toBe('シン');
  });

  it('reads accents and letters of other Latin alphabets', () => {
    expect(katakanaReadingOf('Nguye\u0302\u0303n Va\u0306n An')).toBe('グエン ヴァン アン'); // decomposed
    expect(katakanaReadingOf('Đỗ Thị Thu')).toBe('ド ティ トゥ');
    expect(katakanaReadingOf('Gonçalves')).toBe('ゴンサルヴェス');
    expect(katakanaReadingOf("O'Brien")).toBe('オブリエン');
  });

  it.each([
    ['an empty name', ''],
    ['spaces', '   '],
    ['a name in kanji', '山田 太郎'],
    ['a name in kana', 'やまだ たろう'],
    ['Latin letters with kanji', 'John 山田'],
    ['digits', 'R2D2'],
    ['another script', 'Иван Петров'],
    ['a comma', 'Smith, John'],
    ['a hyphen alone', 'Kim -'],
    ['a hyphen inside nothing', 'Kim Min--jun'],
    ['an initial of another script', 'Ж.'],
    ['a reading over 100 characters', 'Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaftschaferswessenschafewarenwohlgepflegeundsorgfaltigkeitbeschutzenvonangreifendurchihrraubgierigfeindewelchevoralternzwolftausendjahresvorandieerscheinenvanderersteerdemenschderraumschiffgenachtmittungsteinundsiebeniridiumelektrischmotors'],
  ])('offers no reading for %s', (_what, name) => {
    expect(katakanaReadingOf(name)).toBeUndefined();
  });

  it('never offers a reading the furigana rule refuses, whatever the letters', () => {
    const letters = "abcdefghijklmnopqrstuvwxyzāōéñç-' ";
    let seed = 28;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < 2_000; n++) {
      const length = 1 + Math.floor(random() * 16);
      const name = Array.from({ length }, () => letters[Math.floor(random() * letters.length)]).join('');
      const reading = katakanaReadingOf(name);
      if (reading !== undefined) expect({ name, error: nameKanaRule(reading) }).toEqual({ name, error: undefined });
    }
  });
});
