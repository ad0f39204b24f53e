import type { CityGroup } from '../../domain/api/lookups.ts';
import type { AddressIndex } from './address-index.ts';
import type { CityRecord } from './japan-post-master.ts';

/** Gojūon rows by the first kana of a reading, after removing voicing marks. */
const KANA_ROWS: readonly (readonly [label: string, kana: string])[] = [
  ['あ行', 'ぁあぃいぅうぇえぉお'],
  ['か行', 'かきくけこ'],
  ['さ行', 'さしすせそ'],
  ['た行', 'たちっつてと'],
  ['な行', 'なにぬねの'],
  ['は行', 'はひふへほ'],
  ['ま行', 'まみむめも'],
  ['や行', 'ゃやゅゆょよ'],
  ['ら行', 'らりるれろ'],
  ['わ行', 'ゎわゐゑをん'],
];

const JAPANESE = new Intl.Collator('ja');
const TOKYO_SPECIAL_WARDS_LABEL = '東京23区';
const DESIGNATED_CITY_WARD = /^(?<city>.+?市)(?<ward>.+区)$/;

/** Wards of designated cities (e.g. 14101 横浜市鶴見区) and Tokyo's 23 special wards have codes 1xx within their prefecture. */
export function isWard(city: CityRecord): boolean {
  return city.code[2] === '1';
}

export function isTokyoSpecialWard(city: CityRecord): boolean {
  return isWard(city) && city.prefectureCode === '13';
}

function rowOf(reading: string): string {
  const first = (reading.normalize('NFD').replace(/[\u3099\u309a]/g, '')[0] ?? '');
  return KANA_ROWS.find(([, kana]) => kana.includes(first))?.[0] ?? 'その他';
}

/** The group a city belongs to: its designated city, Tokyo's 23 wards, or its gojūon row. */
function groupLabelOf(city: CityRecord): string {
  if (isTokyoSpecialWard(city)) return TOKYO_SPECIAL_WARDS_LABEL;
  const ward = isWard(city) ? DESIGNATED_CITY_WARD.exec(city.name) : null;
  return ward?.groups?.city ?? rowOf(city.reading);
}

/**
 * The cities, wards, towns and villages of a prefecture in groups: first each designated city
 * with its wards (and Tokyo's 23 wards) in code order, then the rest by gojūon row of their
 * reading (あ行, か行, ...), sorted by reading within a row. [] for an unknown prefecture.
 * ReferenceData.cityGroups keeps each answer.
 */
export function groupedCities(index: AddressIndex, prefectureCode: string): CityGroup[] {
  const wardGroups = new Map<string, CityRecord[]>();
  const rowGroups = new Map<string, CityRecord[]>();
  for (const city of index.citiesOf(prefectureCode)) {
    const label = groupLabelOf(city);
    const groups = isWard(city) ? wardGroups : rowGroups;
    groups.set(label, [...(groups.get(label) ?? []), city]);
  }
  const rowOrder = (label: string) => {
    const position = KANA_ROWS.findIndex(([row]) => row === label);
    return position === -1 ? KANA_ROWS.length : position;
  };
  const byReading = (a: CityRecord, b: CityRecord) => JAPANESE.compare(a.reading, b.reading) || a.code.localeCompare(b.code);
  const toGroup = ([label, cities]: [string, CityRecord[]]): CityGroup => ({
    label,
    data: cities.map((city) => ({ cityCode: city.code, cityName: city.name })),
  });
  return [
    ...[...wardGroups].map(toGroup),
    ...[...rowGroups]
      .sort(([a], [b]) => rowOrder(a) - rowOrder(b))
      .map(([label, cities]) => toGroup([label, [...cities].sort(byReading)])),
  ];
}
