import { describe, expect, it } from 'vitest';
import { readingAfterNameChange, readingOfferIn } from './readingFill.ts';

describe('readingAfterNameChange', () => {
  it('fills an empty reading with the reading of the name', () => {
    expect(readingAfterNameChange('', 'John Smith', '')).toBe('ジョン スミス');
  });

  it('follows the name while the reading is still the one offered', () => {
    expect(readingAfterNameChange('John Smit', 'John Smith', 'ジョン スミト')).toBe('ジョン スミス');
    expect(readingAfterNameChange('Jon', 'John', 'ジョン')).toBe('ジョン');
  });

  it('empties an offered reading when the new name has none, rather than keep the reading of another name', () => {
    expect(readingAfterNameChange('John', 'John 山', 'ジョン')).toBe('');
  });

  it("keeps the visitor's own reading, whatever the name becomes", () => {
    expect(readingAfterNameChange('John Smith', 'John Smithe', 'ジョン・スミス')).toBe('ジョン・スミス');
    expect(readingAfterNameChange('山田 太郎', 'Yamada Taro', 'ヤマダ タロウ')).toBe('ヤマダ タロウ');
  });

  it('leaves an empty reading empty for a name it cannot read (a name in kanji)', () => {
    expect(readingAfterNameChange('山田', '山田 太郎', '')).toBe('');
  });
});

describe('readingOfferIn', () => {
  it('reads a Vietnamese name by the Vietnamese table on a Vietnamese page, any other by its spelling', () => {
    const vietnamese = readingOfferIn('vi');
    expect(vietnamese('Nguyễn Văn An')).toBe('グエン・ヴァン・アン');
    expect(vietnamese('John Smith')).toBe('ジョン スミス');
    expect(readingOfferIn('en')('Nguyen Van An')).toBe('グエン ヴァン アン');
    expect(readingAfterNameChange('', 'Trần Thị Hương', '', vietnamese)).toBe('チャン・ティ・フオン');
  });
});
