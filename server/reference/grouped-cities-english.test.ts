import { describe, expect, it } from 'vitest';
import { groupedCitiesInEnglish } from './grouped-cities-english.ts';
import { ReferenceData } from './reference-data.ts';

const reference = new ReferenceData();
const groups = (prefectureCode: string) => groupedCitiesInEnglish(reference.addresses, reference.municipalityNames, prefectureCode);

describe('groupedCitiesInEnglish', () => {
  it('puts the wards of each designated city first, under the city\'s English name, sorted by name', () => {
    const [yokohama, kawasaki, sagamihara] = groups('14');
    expect([yokohama?.label, kawasaki?.label, sagamihara?.label]).toEqual(['Wards of Yokohama', 'Wards of Kawasaki', 'Wards of Sagamihara']);
    expect(yokohama?.data).toHaveLength(18);
    expect(yokohama?.data[0]).toEqual({ cityCode: '14117', cityName: 'Yokohama-shi Aoba-ku' });
    expect(groups('01')[0]?.label).toBe('Wards of Sapporo');
  });

  it('groups Tokyo\'s 23 special wards together', () => {
    const [wards] = groups('13');
    expect(wards?.label).toBe('Tokyo 23 wards');
    expect(wards?.data).toHaveLength(23);
    expect(wards?.data.map((city) => city.cityName)).toContain('Shinjuku-ku');
  });

  it('groups the rest by the range of their initial, in alphabetical order', () => {
    expect(groups('13').slice(1).map((group) => group.label)).toEqual(['A–E', 'F–J', 'K', 'L–N', 'O–S', 'T–Z']);
    expect(groups('10').map((group) => group.label)).toEqual(['A–E', 'F–J', 'K', 'L–N', 'O–S', 'T–Z']);
    expect(groups('47').map((group) => group.label)).toEqual(['F–J', 'K', 'L–N', 'O–S', 'T–Z']);
    const tokyo = groups('13').find((group) => group.label === 'A–E');
    expect(tokyo?.data.map((city) => city.cityName)).toEqual(['Akiruno-shi', 'Akishima-shi', 'Aogashima-mura', 'Chofu-shi']);
    expect(groups('10').find((group) => group.label === 'K')?.data.map((city) => city.cityName)).toContain('Kitagunma-gun Shinto-mura');
  });

  it('lists every municipality of the prefecture exactly once, with the codes of the Japanese groups', () => {
    for (const prefecture of ['01', '13', '27', '47']) {
      const listed = groups(prefecture).flatMap((group) => group.data.map((city) => city.cityCode));
      expect(listed.sort()).toEqual(reference.addresses.citiesOf(prefecture).map((city) => city.code));
    }
  });

  it('gives no groups for an unknown prefecture', () => {
    expect(groups('48')).toEqual([]);
  });
});
