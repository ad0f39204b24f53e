import { describe, expect, it } from 'vitest';
import {
  EMPTY_BUILDING_DETAIL,
  EMPTY_DESTINATION_BUILDING_DETAIL,
  changeBuildingType,
  changeDestinationPrefecture,
  changeOriginCity,
  changeOriginPrefecture,
  changePostalCode,
  changeTower,
  destinationAfterOriginPrefecture,
  pickDistrict,
  resolvePostalLookup,
  shouldLookUpPostalCode,
  zipCodeFromQuery,
  type BuildingDetail,
} from './index.ts';

const origin = { postalCode: '1500001', prefecture: '13', city: '13113', district: 'D1' };
const result = { districtCode: 'D1', districtName: '神宮前', postalCode: '1500001', address: '東京都渋谷区神宮前', prefectureCode: '13', cityCode: '13113' };

describe('origin address changes', () => {
  it('a postal-code change clears prefecture, city and district', () => {
    expect(changePostalCode(origin, '150000')).toEqual({ postalCode: '150000', prefecture: '', city: '', district: '' });
  });

  it('a prefecture change clears city, district and the postal code', () => {
    expect(changeOriginPrefecture(origin, '14')).toEqual({ postalCode: '', prefecture: '14', city: '', district: '' });
  });

  it('a city change clears the district and the postal code', () => {
    expect(changeOriginCity(origin, '13101')).toEqual({ postalCode: '', prefecture: '13', city: '13101', district: '' });
  });

  it('picking a district fills its postal code', () => {
    expect(pickDistrict({ ...origin, postalCode: '', district: '' }, { districtCode: 'D2', postalCode: '1500002' })).toEqual({
      ...origin, district: 'D2', postalCode: '1500002',
    });
  });
});

describe('destination address changes', () => {
  it('a prefecture change clears the city', () => {
    expect(changeDestinationPrefecture({ prefecture: '13', city: '13101' }, '14')).toEqual({ prefecture: '14', city: '' });
  });

  it('copies the origin prefecture while the destination is unedited', () => {
    expect(destinationAfterOriginPrefecture({ prefecture: '', city: '' }, '13', false)).toEqual({ prefecture: '13', city: '' });
    const edited = { prefecture: '14', city: '14101' };
    expect(destinationAfterOriginPrefecture(edited, '13', true)).toBe(edited);
    const same = { prefecture: '13', city: '13101' };
    expect(destinationAfterOriginPrefecture(same, '13', false)).toBe(same);
  });
});

describe('postal lookup', () => {
  it('fills the address from exactly one result', () => {
    expect(resolvePostalLookup([result])).toEqual({ ok: true, address: origin });
  });

  it('fails with "not found" or "several addresses"', () => {
    expect(resolvePostalLookup([])).toEqual({ ok: false, message: '入力された郵便番号に該当する住所が見つかりません。' });
    expect(resolvePostalLookup([result, { ...result, districtCode: 'D2' }])).toEqual({
      ok: false, message: '入力された郵便番号には複数の住所が該当します。',
    });
  });

  it('starts at 6 characters', () => {
    expect(shouldLookUpPostalCode('15000')).toBe(false);
    expect(shouldLookUpPostalCode('150000')).toBe(true);
    expect(shouldLookUpPostalCode(' 15000 ')).toBe(false);
  });

  it('strips non-digits from the fromZipCd query', () => {
    expect(zipCodeFromQuery('150-0001')).toBe('1500001');
    expect(zipCodeFromQuery('〒150 0001x')).toBe('1500001');
  });
});

describe('building details', () => {
  const tower: BuildingDetail = {
    buildingType: 'apartment', isTower: '1', floor: '20', hasIndoorStairs: '0', hasElevator: '1', parkingAvailability: '1',
  };

  it('choosing a detached house clears tower, floor, stairs and elevator', () => {
    expect(changeBuildingType(tower, 'house')).toEqual({ ...EMPTY_BUILDING_DETAIL, buildingType: 'house', parkingAvailability: '1' });
    expect(changeBuildingType({ ...EMPTY_DESTINATION_BUILDING_DETAIL, isNewBuilding: '1' }, 'house').isNewBuilding).toBe('1');
  });

  it('choosing an apartment keeps the answers', () => {
    expect(changeBuildingType(tower, 'apartment')).toEqual(tower);
  });

  it('leaving tower height drops floor 20 only', () => {
    expect(changeTower(tower, '0').floor).toBe('');
    expect(changeTower({ ...tower, floor: '5' }, '0').floor).toBe('5');
    expect(changeTower(tower, '1').floor).toBe('20');
  });
});
