import type { LocationResult } from '../../domain/api/lookups.ts';
import type { AddressIndex } from './address-index.ts';
import { toSearchText } from './search-text.ts';

export const LOCATION_RESULT_LIMIT = 20;

interface Entry {
  result: LocationResult;
  /** Search form of the written address. */
  text: string;
  /** Search forms of the place's own names, for ranking prefix matches first (横浜市保土ケ谷区, 保土ケ谷区). */
  names: string[];
  /** Hiragana readings of a city (prefecture + city, city alone); '' for towns, whose readings the data lacks. */
  reading: string;
}

const GRAM = 2;
/** A query of 3 to 7 postal code digits, with or without the hyphen. */
const POSTAL_CODE_QUERY = /^\d{3}(?:-?\d{1,4})?$/;
/** Where the own name of a ward or county town starts: after its designated city or county. */
const NAME_START_AFTER = /^.+?[市郡](?=.)/u;

/** A city's name as written and without its designated city or county (横浜市中区 → 中区). */
function nameVariants(name: string): string[] {
  const own = name.replace(NAME_START_AFTER, '');
  return own === name ? [name] : [name, own];
}

/**
 * Free-text search over every city and town. Kanji, kana (hiragana, katakana, half-width) and
 * full-width text are folded by `toSearchText`; an index of character pairs narrows the entries
 * to check, so a query costs the length of the rarest pair's list, not a scan of 120,000 towns.
 */
export class LocationIndex {
  private readonly entries: Entry[] = [];
  private readonly postings = new Map<string, number[]>();
  /** Cities come first in `entries`. */
  private readonly cityCount: number;

  private readonly positionByDistrict = new Map<string, number>();

  constructor(private readonly addresses: AddressIndex) {
    for (const prefecture of addresses.allPrefectures()) {
      for (const city of addresses.citiesOf(prefecture.code)) {
        const address = `${prefecture.name}${city.name}`;
        this.add({
          result: { address, addressCode: city.code, districtCode: '', cityCode: city.code, prefectureCode: prefecture.code, label: address, value: city.code },
          text: toSearchText(address),
          names: [...nameVariants(city.name), city.reading].map(toSearchText),
          reading: `${prefecture.reading}${city.reading}|${city.reading}`,
        });
      }
    }
    this.cityCount = this.entries.length;
    for (const district of addresses.allDistricts()) {
      const address = addresses.fullAddress(district.cityCode, district.name);
      const postal = district.postalCode === '' ? '' : `〒${district.postalCode.slice(0, 3)}-${district.postalCode.slice(3)} `;
      this.add({
        result: {
          address,
          addressCode: district.code,
          districtCode: district.code,
          cityCode: district.cityCode,
          prefectureCode: district.prefectureCode,
          label: `${postal}${address}`,
          value: district.code,
        },
        text: toSearchText(address),
        names: [toSearchText(district.name)],
        reading: '',
      });
    }
  }

  get size(): number {
    return this.entries.length;
  }

  /**
   * At most `limit` places whose address or reading contains the query, best first: places whose
   * own name starts with the query, then cities before towns, then shorter addresses, then
   * code order. [] for a query that folds to nothing.
   */
  search(query: string, limit = LOCATION_RESULT_LIMIT): LocationResult[] {
    const needle = toSearchText(query);
    if (POSTAL_CODE_QUERY.test(needle)) return this.searchPostalCode(needle.replace('-', ''), limit);
    if (needle === '') return [];
    const candidates = this.candidatesFor(needle);
    const matches: { entry: Entry; rank: number; position: number }[] = [];
    for (const position of candidates) {
      const entry = this.entries[position] as Entry;
      if (!entry.text.includes(needle) && !entry.reading.includes(needle)) continue;
      const startsName = entry.names.some((name) => name.startsWith(needle)) || entry.text.startsWith(needle) || entry.reading.startsWith(needle);
      const isCity = entry.result.districtCode === '';
      matches.push({ entry, rank: (startsName ? 0 : 2) + (isCity ? 0 : 1), position });
    }
    matches.sort((a, b) => a.rank - b.rank || a.entry.text.length - b.entry.text.length || a.position - b.position);
    return matches.slice(0, limit).map(({ entry }) => entry.result);
  }

  /** The towns whose postal code starts with the digits, in code order. */
  private searchPostalCode(digits: string, limit: number): LocationResult[] {
    const results: LocationResult[] = [];
    for (const address of this.addresses.addressesStartingWith(digits, limit)) {
      const position = this.positionByDistrict.get(address.districtCode);
      const entry = position === undefined ? undefined : this.entries[position];
      if (entry !== undefined && !results.includes(entry.result)) results.push(entry.result);
    }
    return results.slice(0, limit);
  }

  private add(entry: Entry): void {
    const position = this.entries.push(entry) - 1;
    if (entry.result.districtCode !== '') this.positionByDistrict.set(entry.result.districtCode, position);
    for (const gram of new Set([...gramsOf(entry.text), ...gramsOf(entry.reading)])) {
      const list = this.postings.get(gram);
      if (list === undefined) this.postings.set(gram, [position]);
      else list.push(position);
    }
  }

  /**
   * Positions of the entries that may contain `needle`: the shortest posting list of its pairs.
   * A single character says too little to search 120,000 towns, so it is matched against cities.
   */
  private candidatesFor(needle: string): Iterable<number> {
    if (Array.from(needle).length < GRAM) return this.cityPositions();
    let shortest: readonly number[] | undefined;
    for (const gram of gramsOf(needle)) {
      const list = this.postings.get(gram) ?? [];
      if (shortest === undefined || list.length < shortest.length) shortest = list;
    }
    return shortest ?? [];
  }

  private *cityPositions(): Iterable<number> {
    for (let position = 0; position < this.cityCount; position += 1) yield position;
  }
}

/** The overlapping character pairs of a text (surrogate pairs count as one character). */
function gramsOf(text: string): string[] {
  const chars = Array.from(text);
  const grams: string[] = [];
  for (let i = 0; i + GRAM <= chars.length; i += 1) grams.push(chars.slice(i, i + GRAM).join(''));
  return grams;
}
