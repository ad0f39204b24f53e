import { describe, expect, it } from 'vitest';
import { EnglishNames } from './english-names.ts';
import { ReferenceData } from './reference-data.ts';

const reference = new ReferenceData();
const { addresses } = reference;
const codeOf = (postalCode: string, name: string) => addresses.addressesOf(postalCode).find((result) => result.districtName === name)?.districtCode ?? '';
const nishishinjuku = codeOf('1600023', '西新宿');
const umeda = codeOf('5300001', '梅田');
const names = new EnglishNames(addresses, reference.municipalityNames, new Map([[nishishinjuku, 'ニシシンジュク'], [umeda, 'ウメダ']]));

describe('EnglishNames', () => {
  it('writes an address in English order, smallest part first', () => {
    expect(names.address('13104', nishishinjuku)).toBe('Nishishinjuku, Shinjuku-ku, Tokyo');
    expect(names.address('27127', umeda)).toBe('Umeda, Kita-ku, Osaka-shi, Osaka');
    expect(names.address('23235', '')).toBe('Yatomi-shi, Aichi');
  });

  it('keeps the Japanese name of a town without a reading', () => {
    const omori = codeOf('0288401', '大森');
    expect(names.town(omori)).toBe('大森');
    expect(names.address('03484', omori)).toBe('大森, Tanohata-mura, Shimohei-gun, Iwate');
  });

  it('names prefectures and cities by code, and nothing for an unknown code', () => {
    expect(names.municipalities.prefecture('01')).toBe('Hokkaido');
    expect(names.municipalities.city('10344')).toBe('Kitagunma-gun Shinto-mura');
    expect(names.municipalities.prefecture('48')).toBeUndefined();
    expect(names.municipalities.city('13999')).toBeUndefined();
    expect(names.town('1310100000000')).toBe('');
  });
});

describe('the English names of the shipped data', () => {
  it('names every town in plain English letters, or in Japanese where it has no reading', async () => {
    const english = await reference.englishNames();
    let japanese = 0;
    for (const district of addresses.allDistricts()) {
      const name = english.town(district.code);
      if (name === district.name) japanese += 1;
      else expect(name, district.name).toMatch(/^[\x20-\x7e]+$/u);
    }
    expect(japanese).toBeLessThan(0.03 * 118_599);
  });
});
