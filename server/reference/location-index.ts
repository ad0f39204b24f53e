import type { LocationResult } from '../../domain/api/lookups.ts';
import type { AddressIndex, District } from './address-index.ts';
import type { CityRecord } from './japan-post-master.ts';
import { toSearchText } from './search-text.ts';

export const LOCATION_RESULT_LIMIT = 20;

const GRAM = 2;
/** A query of 3 to 7 postal code digits, with or without the hyphen. */
const POSTAL_CODE_QUERY = /^\d{3}(?:-?\d{1,4})?$/;
/** The designated city or county before a ward's or town's own name (横浜市|中区, 北群馬郡|榛東村). */
const CITY_OR_COUNTY_PREFIX = /^.+?[市郡](?=.)/u;
const NO_OFFSET = -1;
/** A block number (丁目, 番地, 号) and what follows it, at the end of a written address. */
const BLOCK_NUMBER = /(?:\d|[一二三四五六七八九十]+丁目).*$/u;

/**
 * Free-text search over every city and town. Kanji, kana (hiragana, katakana, half-width) and
 * full-width text are folded by `toSearchText`; an index of character pairs narrows the places
 * to check, so a query costs the length of the rarest pair's list, not a scan of 120,000 towns.
 * Places are kept as parallel arrays (cities first, then towns) and answers are built on output.
 */
export class LocationIndex {
  /** Search form of each place's written address (prefecture + city + town). */
  private readonly texts: string[] = [];
  /** Where the place's own name starts in its text (after the prefecture, or after the city). */
  private readonly nameStarts: number[] = [];
  /** For wards and county towns, where the name after the designated city or county starts. */
  private readonly innerNameStarts: number[] = [];
  /** Readings of the cities ('prefecture+city|city' in hiragana); the data has none for towns. */
  private readonly readings: string[] = [];
  private readonly places: (CityRecord | District)[] = [];
  private readonly postings = new Map<string, Int32Array>();
  private readonly positionByDistrict = new Map<string, number>();
  private readonly cityCount: number;
  /** 0 .. cityCount - 1, the candidates of a one-character query. */
  private readonly cityPositions: Int32Array;

  constructor(private readonly addresses: AddressIndex) {
    const building = new Map<string, number[]>();
    for (const prefecture of addresses.allPrefectures()) {
      const prefectureText = toSearchText(prefecture.name);
      for (const city of addresses.citiesOf(prefecture.code)) {
        const inner = CITY_OR_COUNTY_PREFIX.exec(city.name)?.[0];
        this.readings.push(`${prefecture.reading}${city.reading}|${city.reading}`);
        this.add(building, city, prefectureText, toSearchText(city.name), inner === undefined ? NO_OFFSET : prefectureText.length + toSearchText(inner).length);
      }
    }
    this.cityCount = this.places.length;
    this.cityPositions = Int32Array.from({ length: this.cityCount }, (_, position) => position);
    const cityTexts = new Map<string, string>();
    for (const district of addresses.allDistricts()) {
      const cityText = cityTexts.get(district.cityCode) ?? toSearchText(addresses.fullAddress(district.cityCode, ''));
      cityTexts.set(district.cityCode, cityText);
      this.positionByDistrict.set(district.code, this.places.length);
      this.add(building, district, cityText, toSearchText(district.name), NO_OFFSET);
    }
    for (const [gram, positions] of building) this.postings.set(gram, Int32Array.from(positions));
  }

  get size(): number {
    return this.places.length;
  }

  /**
   * At most `limit` places whose address or reading contains the query, best first: places whose
   * own name starts with the query, then cities before towns, then shorter addresses, then
   * code order. Postal code digits (3 to 7, hyphen optional) list the towns of those codes. A
   * full address with block numbers that matches nothing is searched again without them.
   * [] for a query that folds to nothing.
   */
  search(query: string, limit = LOCATION_RESULT_LIMIT): LocationResult[] {
    const needle = toSearchText(query);
    if (POSTAL_CODE_QUERY.test(needle)) return this.searchPostalCode(needle.replace('-', ''), limit);
    const results = this.searchText(needle, limit);
    // Japan Post towns stop before the block number: 六本木1-2-3 or 六本木一丁目 finds 六本木.
    const town = needle.replace(BLOCK_NUMBER, '');
    return results.length === 0 && town !== needle ? this.searchText(town, limit) : results;
  }

  private searchText(needle: string, limit: number): LocationResult[] {
    if (needle === '') return [];
    const best = new TopMatches(limit);
    for (const position of this.candidatesFor(needle)) {
      const text = this.texts[position] as string;
      const isCity = position < this.cityCount;
      // Only cities have readings; reading past the end of an array is slow in V8.
      const reading = isCity ? (this.readings[position] as string) : '';
      if (!text.includes(needle) && !reading.includes(needle)) continue;
      const inner = this.innerNameStarts[position] as number;
      const startsName =
        text.startsWith(needle) ||
        text.startsWith(needle, this.nameStarts[position]) ||
        (inner !== NO_OFFSET && text.startsWith(needle, inner)) ||
        reading.startsWith(needle) ||
        reading.includes(`|${needle}`);
      best.offer({ rank: (startsName ? 0 : 2) + (isCity ? 0 : 1), length: text.length, position });
    }
    return best.matches().map(({ position }) => this.resultAt(position));
  }

  /** The towns whose postal code starts with the digits, in code order. */
  private searchPostalCode(digits: string, limit: number): LocationResult[] {
    const positions = new Set<number>();
    for (const address of this.addresses.addressesStartingWith(digits, limit)) {
      const position = this.positionByDistrict.get(address.districtCode);
      if (position !== undefined) positions.add(position);
    }
    return [...positions].slice(0, limit).map((position) => this.resultAt(position));
  }

  private add(building: Map<string, number[]>, place: CityRecord | District, head: string, name: string, innerNameStart: number): void {
    const position = this.places.push(place) - 1;
    const text = head + name;
    this.texts.push(text);
    this.nameStarts.push(head.length);
    this.innerNameStarts.push(innerNameStart);
    const reading = position < this.readings.length ? (this.readings[position] as string) : '';
    for (const gram of [...gramsOf(text), ...gramsOf(reading)]) {
      const list = building.get(gram);
      // Positions only grow, so a pair seen twice in one place is already at the end of its list.
      if (list === undefined) building.set(gram, [position]);
      else if (list[list.length - 1] !== position) list.push(position);
    }
  }

  private resultAt(position: number): LocationResult {
    const place = this.places[position] as CityRecord | District;
    if (position < this.cityCount) {
      const address = this.addresses.fullAddress(place.code, '');
      return { address, addressCode: place.code, districtCode: '', cityCode: place.code, prefectureCode: place.prefectureCode, label: address, value: place.code };
    }
    const district = place as District;
    const address = this.addresses.fullAddress(district.cityCode, district.name);
    const postal = district.postalCode === '' ? '' : `〒${district.postalCode.slice(0, 3)}-${district.postalCode.slice(3)} `;
    return {
      address,
      addressCode: district.code,
      districtCode: district.code,
      cityCode: district.cityCode,
      prefectureCode: district.prefectureCode,
      label: `${postal}${address}`,
      value: district.code,
    };
  }

  /**
   * Positions of the places that may contain `needle`: the shortest posting list of its pairs.
   * A single character says too little to search 120,000 towns, so it is matched against cities.
   */
  private candidatesFor(needle: string): Int32Array {
    if (Array.from(needle).length < GRAM) return this.cityPositions;
    let shortest: Int32Array | undefined;
    for (const gram of gramsOf(needle)) {
      const list = this.postings.get(gram) ?? EMPTY;
      if (shortest === undefined || list.length < shortest.length) shortest = list;
    }
    return shortest ?? EMPTY;
  }

}

const EMPTY = new Int32Array(0);

interface Match {
  rank: number;
  length: number;
  position: number;
}

function isBetter(a: Match, b: Match): boolean {
  return a.rank < b.rank || (a.rank === b.rank && a.length < b.length);
}

/**
 * The best `limit` matches seen, kept sorted by rank, then address length. Offers come in
 * ascending position, so an equal match never displaces an earlier one: position is the last key.
 */
class TopMatches {
  private readonly kept: Match[] = [];

  constructor(private readonly limit: number) {}

  offer(match: Match): void {
    const worst = this.kept[this.kept.length - 1];
    if (this.kept.length >= this.limit && (worst === undefined || !isBetter(match, worst))) return;
    let index = this.kept.length;
    while (index > 0 && isBetter(match, this.kept[index - 1] as Match)) index -= 1;
    this.kept.splice(index, 0, match);
    if (this.kept.length > this.limit) this.kept.pop();
  }

  matches(): readonly Match[] {
    return this.kept;
  }
}

/** The overlapping character pairs of a text (surrogate pairs count as one character). */
function gramsOf(text: string): string[] {
  const chars = Array.from(text);
  const grams: string[] = [];
  for (let i = 0; i + 1 < chars.length; i += 1) grams.push(`${chars[i]}${chars[i + 1]}`);
  return grams;
}
