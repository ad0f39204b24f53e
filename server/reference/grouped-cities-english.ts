import type { CityGroup } from '../../domain/api/lookups.ts';
import type { AddressIndex } from './address-index.ts';
import { isTokyoSpecialWard, isWard } from './grouped-cities.ts';
import type { MunicipalityNames } from './municipality-names.ts';

const ENGLISH = new Intl.Collator('en');
const TOKYO_SPECIAL_WARDS_LABEL = 'Tokyo 23 wards';
/**
 * Ranges of initial letters, cut so that each holds about a sixth of Japan's 1,700 cities, towns
 * and villages outside the wards (K alone is the most common initial: 346). A group per letter
 * would leave most prefectures with several groups of one name.
 */
const LETTER_RANGES: readonly (readonly [first: string, last: string])[] = [['A', 'E'], ['F', 'J'], ['K', 'K'], ['L', 'N'], ['O', 'S'], ['T', 'Z']];

type CityEntry = CityGroup['data'][number];

/**
 * The English picker groups of a prefecture's cities. The Japanese groups sort by gojūon row of
 * the reading (あ行, か行…), which means nothing to someone reading romaji, so the English ones
 * follow the alphabet of the names shown: first the wards of each designated city ("Wards of
 * Yokohama") and Tokyo's 23 wards, as in Japanese because visitors look for their city first, then
 * the other cities, towns and villages by the range of their initial ("A–E", "F–J", "K"…, only the
 * ranges that occur), each group sorted by name. County towns start with their county
 * (Kitagunma-gun Shinto-mura), as in Japanese. [] for an unknown prefecture.
 */
export function groupedCitiesInEnglish(index: AddressIndex, names: MunicipalityNames, prefectureCode: string): CityGroup[] {
  const wardGroups = new Map<string, CityEntry[]>();
  const letterGroups = new Map<string, CityEntry[]>();
  for (const city of index.citiesOf(prefectureCode)) {
    const entry = { cityCode: city.code, cityName: names.city(city.code) ?? city.name };
    if (isWard(city)) add(wardGroups, isTokyoSpecialWard(city) ? TOKYO_SPECIAL_WARDS_LABEL : `Wards of ${designatedCityOf(names, city.code)}`, entry);
    else add(letterGroups, letterRangeOf(entry.cityName), entry);
  }
  const byName = (a: CityEntry, b: CityEntry) => ENGLISH.compare(a.cityName, b.cityName);
  const toGroup = ([label, cities]: [string, CityEntry[]]): CityGroup => ({ label, data: cities.sort(byName) });
  return [...[...wardGroups].map(toGroup), ...[...letterGroups].sort(([a], [b]) => ENGLISH.compare(a, b)).map(toGroup)];
}

/** The label of the range of a name's initial: 'A–E', 'K'. */
function letterRangeOf(name: string): string {
  const initial = name.charAt(0).toUpperCase();
  const [first, last] = LETTER_RANGES.find(([from, to]) => initial >= from && initial <= to) ?? [initial, initial];
  return first === last ? first : `${first}–${last}`;
}

/** The designated city of a ward, as English names the city itself: 'Yokohama' for Yokohama-shi Tsurumi-ku. */
function designatedCityOf(names: MunicipalityNames, wardCode: string): string {
  return (names.cityUnits(wardCode)[0] ?? '').replace(/-shi$/u, '');
}

function add(groups: Map<string, CityEntry[]>, label: string, entry: CityEntry): void {
  groups.set(label, [...(groups.get(label) ?? []), entry]);
}
