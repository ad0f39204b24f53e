import { describe, expect, it } from 'vitest';
import { nameKanaRule } from '../validation/contactRules.ts';
import { vietnameseReadingOf } from './katakanaReading.ts';
import { soundsOfVietnameseName } from './vietnameseSpelling.ts';

/** Common Vietnamese names with their marks, read as Japanese offices and companies write them. */
const NAMES: readonly (readonly [string, string])[] = [
  ['Nguyễn Văn An', 'グエン・ヴァン・アン'],
  ['Trần Thị Hương', 'チャン・ティ・フオン'],
  ['Lê Minh Tuấn', 'レ・ミン・トゥアン'],
  ['Phạm Đức Anh', 'ファム・ドゥック・アイン'],
  ['Hoàng Thu Trang', 'ホアン・トゥー・チャン'],
  ['Đặng Quang Huy', 'ダン・クアン・フイ'],
  ['Huỳnh Ngọc Lan', 'フイン・ゴック・ラン'],
  ['Phan Thanh Tùng', 'ファン・タイン・トゥン'],
  ['Vũ Thị Thảo', 'ヴー・ティ・タオ'],
  ['Võ Văn Hùng', 'ヴォー・ヴァン・フン'],
  ['Bùi Xuân Trung', 'ブイ・スアン・チュン'],
  ['Đỗ Thị Phương', 'ドー・ティ・フオン'],
  ['Hồ Quỳnh Anh', 'ホー・クイン・アイン'],
  ['Ngô Hữu Dũng', 'ゴー・フー・ズン'],
  ['Dương Thị Hoa', 'ズオン・ティ・ホア'],
  ['Lý Minh Khánh', 'リー・ミン・カイン'],
  ['Nguyễn Thị Linh', 'グエン・ティ・リン'],
  ['Trần Văn Nam', 'チャン・ヴァン・ナム'],
  ['Lê Thị Hải Yến', 'レ・ティ・ハイ・イエン'],
  ['Phạm Văn Long', 'ファム・ヴァン・ロン'],
  ['Hoàng Đức Thắng', 'ホアン・ドゥック・タン'],
  ['Nguyễn Hữu Phúc', 'グエン・フー・フック'],
  ['Trần Quốc Việt', 'チャン・クオック・ヴィエット'],
  ['Đặng Thị Mai', 'ダン・ティ・マイ'],
  ['Bùi Thanh Hà', 'ブイ・タイン・ハー'],
  ['Đỗ Minh Đạt', 'ドー・ミン・ダット'],
  ['Vũ Ngọc Bích', 'ヴー・ゴック・ビック'],
  ['Nguyễn Thị Thanh Xuân', 'グエン・ティ・タイン・スアン'],
  ['Phan Văn Hiếu', 'ファン・ヴァン・ヒエウ'],
  ['Huỳnh Thị Diễm', 'フイン・ティ・ジエム'],
  ['Lê Văn Cường', 'レ・ヴァン・クオン'],
  ['Trương Thị Nhung', 'チュオン・ティ・ニュン'],
  ['Nguyễn Tiến Dũng', 'グエン・ティエン・ズン'],
  ['Đinh Công Sơn', 'ディン・コン・ソン'],
  ['Hồ Thị Kim Chi', 'ホー・ティ・キム・チ'],
  ['Nguyễn Quang Hải', 'グエン・クアン・ハイ'],
  ['Lương Bảo Châu', 'ルオン・バオ・チャウ'],
  ['Mai Phương Thủy', 'マイ・フオン・トゥイ'],
  ['Trịnh Gia Bảo', 'チン・ザー・バオ'],
  ['Đoàn Thị Hồng Nhung', 'ドアン・ティ・ホン・ニュン'],
  ['Võ Thị Hạnh', 'ヴォー・ティ・ハイン'],
  ['Lê Trọng Nghĩa', 'レ・チョン・ギア'],
  ['Nguyễn Thị Huyền Trang', 'グエン・ティ・フエン・チャン'],
  ['Vũ Hoàng Long', 'ヴー・ホアン・ロン'],
  ['Trần Thị Tuyết Nhi', 'チャン・ティ・トゥエット・ニ'],
  ['Đặng Văn Hiệp', 'ダン・ヴァン・ヒエップ'],
];

/** A name as written without its marks, đ as d (NGUYEN VAN AN on a residence card, lower case here). */
function withoutMarks(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');
}

describe('vietnameseReadingOf', () => {
  it.each(NAMES)('reads %s as %s', (name, reading) => {
    expect(vietnameseReadingOf(name)).toBe(reading);
  });

  it('reads at least 30 common Vietnamese names', () => {
    expect(NAMES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(NAMES)('reads %s written without marks the same: %s', (name, reading) => {
    expect(vietnameseReadingOf(withoutMarks(name))).toBe(reading);
  });

  it('reads names in upper case, as on a residence card, and decomposed marks', () => {
    expect(vietnameseReadingOf('NGUYỄN VĂN AN')).toBe('グエン・ヴァン・アン');
    expect(vietnameseReadingOf('ĐẶNG QUANG HUY')).toBe('ダン・クアン・フイ');
    expect(vietnameseReadingOf('DANG VAN DUC')).toBe('ダン・ヴァン・ドゥック');
    expect(vietnameseReadingOf('Nguye\u0302\u0303n Va\u0306n An')).toBe('グエン・ヴァン・アン');
  });

  it('reads extra spaces, full-width spaces and full-width letters as one middle dot between words', () => {
    expect(vietnameseReadingOf('  Nguyễn   Văn  An ')).toBe('グエン・ヴァン・アン');
    expect(vietnameseReadingOf('Trần\u3000Thị\u3000Hương')).toBe('チャン・ティ・フオン');
    expect(vietnameseReadingOf('ＬＥ　ＭＩＮＨ　ＴＵＡＮ')).toBe('レ・ミン・トゥアン');
  });

  it('reads a plain d as z in a name written with marks, and as đ only for syllables of names mostly spelled so when no mark is written', () => {
    expect(vietnameseReadingOf('Nguyễn Văn Dân')).toBe('グエン・ヴァン・ザン');
    expect(vietnameseReadingOf('Nguyen Van Dan')).toBe('グエン・ヴァン・ダン');
    expect(vietnameseReadingOf('Duong Van Dung')).toBe('ズオン・ヴァン・ズン');
  });

  it('reads a name of one word', () => {
    expect(vietnameseReadingOf('Lan')).toBe('ラン');
  });

  it('gives every reading the furigana rule accepts, middle dots included', () => {
    for (const [name] of NAMES) expect(nameKanaRule(vietnameseReadingOf(name))).toBeUndefined();
  });

  it.each([
    ['an empty name', ''],
    ['spaces', '   '],
    ['a name in kanji', '阮文安'],
    ['kanji among the words', 'Nguyễn 文 An'],
    ['a name in kana', 'グエン ヴァン アン'],
    ['digits', 'Nguyen Van 2'],
    ['letters Vietnamese does not write (f, j, w, z)', 'John Smith'],
    ['a pinyin name', 'Zhang Wei'],
    ['a mark Vietnamese does not write', 'Müller'],
    ['a word of more than one syllable', 'Nguyen Van Anna'],
    ['consonants that close no syllable', 'Smith'],
    ['a q without its u', 'Qi'],
    ['a hyphen', 'Nguyen-Van An'],
    ['a comma', 'Nguyen, An'],
    ['a reading over 100 characters', Array.from({ length: 30 }, () => 'Nguyễn').join(' ')],
  ])('offers no reading for %s', (_what, name) => {
    expect(vietnameseReadingOf(name)).toBeUndefined();
  });

  it('never offers a reading the furigana rule refuses, whatever the letters', () => {
    const letters = 'abcdđghiklmnopqrstuvxyăâêôơư ';
    let seed = 84;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < 2_000; n++) {
      const length = 1 + Math.floor(random() * 12);
      const name = Array.from({ length }, () => letters[Math.floor(random() * letters.length)]).join('');
      const reading = vietnameseReadingOf(name);
      if (reading !== undefined) expect({ name, error: nameKanaRule(reading) }).toEqual({ name, error: undefined });
    }
  });
});

describe('soundsOfVietnameseName', () => {
  it('reads each word as its initial, vowel and final', () => {
    expect(soundsOfVietnameseName('Nguyễn Văn An')).toEqual([['g', 'u', 'e', 'N'], ['v', 'a', 'N'], ['a', 'N']]);
    expect(soundsOfVietnameseName('Đức')).toEqual([['d', 'u', 'Q', 'k']]);
  });

  it('lengthens a, o, u and y closing a syllable alone, but not e nor i', () => {
    expect(soundsOfVietnameseName('Hà Lê Thị Lý')).toEqual([['h', 'a', '-'], ['r', 'e'], ['t', 'i'], ['r', 'i', '-']]);
  });
});
