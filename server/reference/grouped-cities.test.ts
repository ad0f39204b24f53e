import { describe, expect, it } from 'vitest';
import { groupedCities } from './grouped-cities.ts';
import { ReferenceData } from './reference-data.ts';

const addresses = new ReferenceData().addresses;
const labels = (prefectureCode: string) => groupedCities(addresses, prefectureCode).map((group) => group.label);

describe('groupedCities', () => {
  it('puts the wards of each designated city first, under the city', () => {
    const groups = groupedCities(addresses, '14');
    expect(groups.slice(0, 3).map((group) => [group.label, group.data.length])).toEqual([['横浜市', 18], ['川崎市', 7], ['相模原市', 3]]);
    expect(groups[0]?.data[0]).toEqual({ cityCode: '14101', cityName: '横浜市鶴見区' });
  });

  it('groups the rest by gojūon row of their reading, rows in order and readings sorted', () => {
    const groups = groupedCities(addresses, '14').slice(3);
    expect(groups.map((group) => group.label)).toEqual(['あ行', 'か行', 'さ行', 'た行', 'な行', 'は行', 'ま行', 'や行']);
    for (const group of groups) {
      const readings = group.data.map((city) => addresses.city(city.cityCode)?.reading ?? '');
      expect(readings).toEqual([...readings].sort((a, b) => a.localeCompare(b, 'ja')));
    }
    expect(groups.find((group) => group.label === 'か行')?.data[0]).toEqual({ cityCode: '14204', cityName: '鎌倉市' });
    expect(groups.find((group) => group.label === 'た行')?.data.map((city) => city.cityName)).toEqual(['茅ヶ崎市']);
  });

  it('groups Tokyo\'s 23 special wards together', () => {
    const [wards] = groupedCities(addresses, '13');
    expect(wards?.label).toBe('東京23区');
    expect(wards?.data).toHaveLength(23);
    expect(labels('13')).not.toContain('千代田区');
  });

  it('lists every municipality of the prefecture exactly once', () => {
    for (const prefecture of ['01', '13', '27', '47']) {
      const listed = groupedCities(addresses, prefecture).flatMap((group) => group.data.map((city) => city.cityCode));
      expect(listed.sort()).toEqual(addresses.citiesOf(prefecture).map((city) => city.code));
    }
  });

  it('gives no groups for an unknown prefecture', () => {
    expect(groupedCities(addresses, '48')).toEqual([]);
  });
});
