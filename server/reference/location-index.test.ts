import { describe, expect, it } from 'vitest';
import { LOCATION_RESULT_LIMIT } from './location-index.ts';
import { ReferenceData } from './reference-data.ts';

const locations = new ReferenceData().locations;
const addressesFor = (query: string) => locations.search(query).map((result) => result.address);

describe('LocationIndex.search', () => {
  it('finds a town by kanji, with its codes, label and value', () => {
    const [result] = locations.search('千代田区霞が関');
    expect(result).toEqual({
      address: '東京都千代田区霞が関',
      addressCode: result?.districtCode,
      districtCode: expect.stringMatching(/^13101\d{8}$/),
      cityCode: '13101',
      prefectureCode: '13',
      label: '〒100-0013 東京都千代田区霞が関',
      value: result?.districtCode,
    });
  });

  it('finds cities by reading in hiragana, katakana and half-width katakana', () => {
    expect(addressesFor('しぶやく')).toEqual(['東京都渋谷区']);
    expect(addressesFor('シブヤク')).toEqual(['東京都渋谷区']);
    expect(addressesFor('ｼﾌﾞﾔｸ')).toEqual(['東京都渋谷区']);
    expect(locations.search('しぶやく')[0]).toMatchObject({ addressCode: '13113', districtCode: '', value: '13113' });
  });

  it('ignores spaces and full-width forms, and reads ヶ as ケ', () => {
    expect(addressesFor('東京都　港区 六本木')).toEqual(['東京都港区六本木']);
    expect(addressesFor('保土ヶ谷')[0]).toBe('神奈川県横浜市保土ケ谷区');
  });

  it('ranks places whose own name starts with the query first, cities before towns', () => {
    const results = addressesFor('保土ケ谷');
    expect(results.slice(0, 2)).toEqual(['神奈川県横浜市保土ケ谷区', '神奈川県横浜市保土ケ谷区保土ケ谷町']);
  });

  it('finds towns by postal code digits, with or without the hyphen, half- or full-width', () => {
    expect(addressesFor('100-0013')).toEqual(['東京都千代田区霞が関']);
    expect(addressesFor('１０００００１')).toEqual(['東京都千代田区千代田']);
    expect(addressesFor('100001')).toEqual(['東京都千代田区内幸町', '東京都千代田区日比谷公園', '東京都千代田区霞が関', '東京都千代田区永田町']);
  });

  it('answers at most 20 results, and one character searches cities only', () => {
    expect(locations.search('中央')).toHaveLength(LOCATION_RESULT_LIMIT);
    const single = locations.search('札');
    expect(single.length).toBeGreaterThan(0);
    expect(single.every((result) => result.districtCode === '')).toBe(true);
  });

  it('finds the town of a full address written with block numbers', () => {
    expect(addressesFor('東京都港区六本木１－２－３')).toEqual(['東京都港区六本木']);
    expect(addressesFor('港区六本木一丁目4番1号')).toEqual(['東京都港区六本木']);
    expect(addressesFor('札幌市中央区北一条西2丁目')[0]).toBe('北海道札幌市中央区北一条西');
  });

  it('answers nothing for text no address contains', () => {
    expect(locations.search('存在しない住所ですよ')).toEqual([]);
    expect(locations.search('   ')).toEqual([]);
  });
});
