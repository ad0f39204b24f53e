import type { CityRecord } from '../japan-post-master.ts';
import { unitInEnglish } from './municipal-suffix.ts';
import { OFFICIAL_SPELLINGS } from './official-spellings.ts';

/** A designated city and its ward (横浜市|鶴見区), or a county and its town or village (北群馬郡|榛東村). */
const TWO_UNITS = /^(?<outer>.+?市)(?<inner>.+区)$|^(?<county>.+?郡)(?<town>.+[町村])$/u;
/** The reading that ends the outer unit: a designated city's し, a county's ぐん. */
const OUTER_END = { city: 'し', county: 'ぐん' } as const;

/**
 * The English units of each city (municipality) of a list, outer first, keyed by code:
 * ['Shinjuku-ku'], ['Sapporo-shi', 'Chuo-ku'], ['Kitagunma-gun', 'Shinto-mura'].
 * A ward's or county town's reading holds both units (さっぽろしちゅうおうく); it is cut where the
 * readings of all the wards of that city, or towns of that county, stop agreeing, back to the し or
 * ぐん that ends the outer unit. With no sibling, the outer unit ends at the last such reading.
 * The list should hold whole prefectures: siblings are found within it.
 */
export function citiesInEnglish(cities: readonly CityRecord[]): Map<string, readonly string[]> {
  const siblings = new Map<string, string[]>();
  for (const city of cities) {
    const outer = outerUnitOf(city);
    if (outer !== undefined) siblings.set(outer.key, [...(siblings.get(outer.key) ?? []), city.reading]);
  }
  const names = new Map<string, readonly string[]>();
  for (const city of cities) {
    const official = OFFICIAL_SPELLINGS.get(city.code);
    const outer = outerUnitOf(city);
    if (official !== undefined) names.set(city.code, official.split(' '));
    else if (outer === undefined) names.set(city.code, [unitInEnglish(city.name, city.reading)]);
    else {
      const cut = outerReadingLength(siblings.get(outer.key) ?? [city.reading], OUTER_END[outer.kind]);
      names.set(city.code, [unitInEnglish(outer.name, city.reading.slice(0, cut)), unitInEnglish(outer.inner, city.reading.slice(cut))]);
    }
  }
  return names;
}

interface OuterUnit {
  kind: keyof typeof OUTER_END;
  name: string;
  inner: string;
  /** The outer unit within its prefecture, shared by its siblings. */
  key: string;
}

function outerUnitOf(city: CityRecord): OuterUnit | undefined {
  const groups = TWO_UNITS.exec(city.name)?.groups;
  if (groups === undefined) return undefined;
  const kind = groups.outer === undefined ? 'county' : 'city';
  const name = groups.outer ?? groups.county ?? '';
  return { kind, name, inner: groups.inner ?? groups.town ?? '', key: `${city.prefectureCode}${name}` };
}

/** Where the outer unit's reading ends: the start its siblings' readings share, cut back to its last `end`. */
function outerReadingLength(readings: readonly string[], end: string): number {
  const [first = '', ...others] = readings;
  let shared = first.length;
  for (const reading of others) {
    let length = 0;
    while (length < shared && reading[length] === first[length]) length += 1;
    shared = length;
  }
  return first.lastIndexOf(end, shared - end.length) + end.length;
}
