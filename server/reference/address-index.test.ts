import { describe, expect, it } from 'vitest';
import { districtCodeOf } from './district-code.ts';
import { lookupPostalCode } from './postal-lookup.ts';
import { ReferenceData } from './reference-data.ts';

const addresses = new ReferenceData().addresses;

describe('postal code lookup over Japan Post data', () => {
  it('gives the one town of a 7-digit code with its JIS codes', () => {
    expect(lookupPostalCode(addresses, '1000013')).toEqual([
      { postalCode: '1000013', prefectureCode: '13', cityCode: '13101', districtCode: districtCodeOf('13101', '1000013', '霞が関'), districtName: '霞が関', address: '東京都千代田区霞が関' },
    ]);
    expect(lookupPostalCode(addresses, '0600001')[0]).toMatchObject({ prefectureCode: '01', cityCode: '01101', districtName: '北一条西', address: '北海道札幌市中央区北一条西' });
    expect(lookupPostalCode(addresses, '9000006')[0]).toMatchObject({ prefectureCode: '47', cityCode: '47201', districtName: 'おもろまち' });
  });

  it('gives every town of a code with several towns', () => {
    const results = lookupPostalCode(addresses, '4520961');
    expect(results.length).toBeGreaterThan(50);
    expect(new Set(results.map((result) => result.cityCode))).toEqual(new Set(['23233']));
    expect(results.map((result) => result.districtName)).toContain('春日夢の森');
  });

  it('gives the towns of both prefectures for a code shared across a border', () => {
    expect(lookupPostalCode(addresses, '4980000').map(({ prefectureCode, cityCode, address }) => ({ prefectureCode, cityCode, address }))).toEqual([
      { prefectureCode: '23', cityCode: '23235', address: '愛知県弥富市' },
      { prefectureCode: '24', cityCode: '24303', address: '三重県桑名郡木曽岬町' },
    ]);
    expect(lookupPostalCode(addresses, '8710000').map((result) => result.prefectureCode)).toEqual(['40', '44']);
  });

  it('gives an empty district for a city-wide code (「以下に掲載がない場合」)', () => {
    expect(lookupPostalCode(addresses, '1000000')).toEqual([
      { postalCode: '1000000', prefectureCode: '13', cityCode: '13101', districtCode: '', districtName: '', address: '東京都千代田区' },
    ]);
  });

  it('resolves a skyscraper floor code to the town the building stands in', () => {
    const [result] = lookupPostalCode(addresses, '1006090');
    expect(result).toMatchObject({ postalCode: '1006090', cityCode: '13101', districtName: '霞が関', address: '東京都千代田区霞が関霞が関ビル' });
    expect(result?.districtCode).toBe(lookupPostalCode(addresses, '1000013')[0]?.districtCode);
  });

  it('gives nothing for a code Japan Post does not use', () => {
    expect(lookupPostalCode(addresses, '0000000')).toEqual([]);
    expect(lookupPostalCode(addresses, '9999999')).toEqual([]);
    expect(lookupPostalCode(addresses, '999999')).toEqual([]);
  });

  it('suggests every code starting with 6 digits, in code order', () => {
    const results = lookupPostalCode(addresses, '100001');
    expect(results.map((result) => result.postalCode)).toEqual(['1000011', '1000012', '1000013', '1000014']);
    const spanning = lookupPostalCode(addresses, '871000');
    expect(spanning.every((result) => result.postalCode.startsWith('871000'))).toBe(true);
    expect(new Set(spanning.map((result) => result.prefectureCode))).toEqual(new Set(['40', '44']));
  });

  it('refuses other lengths', () => {
    expect(() => lookupPostalCode(addresses, '10000')).toThrow(RangeError);
  });
});

describe('towns and district codes', () => {
  it('has no parenthesised notes or Japan Post remarks left in town names', () => {
    const names = [...addresses.allDistricts()].map((district) => district.name);
    expect(names.length).toBeGreaterThan(100_000);
    expect(names.filter((name) => /[（）()]|以下に掲載がない場合|の次に番地がくる場合/.test(name))).toEqual([]);
  });

  it('gives every town a unique code', () => {
    const districts = [...addresses.allDistricts()];
    expect(new Set(districts.map((district) => district.code)).size).toBe(districts.length);
  });

  it('derives codes from city, postal code and name only, so they stay put across rebuilds', () => {
    expect(districtCodeOf('13101', '1000013', '霞が関')).toBe('1310147241168');
    expect(districtCodeOf('13101', '1000013', '霞が関')).toBe(districtCodeOf('13101', '1000013', '霞が関'));
    expect(districtCodeOf('13101', '1000013', '霞が関')).not.toBe(districtCodeOf('13101', '1000014', '霞が関'));
  });

  it('lists each town of a postal result among the districts of its city', () => {
    for (const code of ['1000013', '4520961', '0741271', '9000006']) {
      for (const result of lookupPostalCode(addresses, code)) {
        const listed = addresses.districtsOf(result.cityCode).find((district) => district.code === result.districtCode);
        expect(listed).toMatchObject({ name: result.districtName, postalCode: code });
      }
    }
  });

  it('keeps towns whose codes the data folds into a prefix, without a postal code', () => {
    expect(addresses.districtsOf('20202').filter((district) => district.name === '安曇')).toEqual([
      { code: districtCodeOf('20202', '', '安曇'), name: '安曇', cityCode: '20202', prefectureCode: '20', postalCode: '' },
    ]);
  });

  it('gives nothing for an unknown city', () => {
    expect(addresses.districtsOf('99999')).toEqual([]);
    expect(addresses.city('99999')).toBeUndefined();
  });
});
