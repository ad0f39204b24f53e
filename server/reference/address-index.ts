import type { PostalResult } from '../../domain/api/lookups.ts';
import { districtCodeOf } from './district-code.ts';
import type { CityRecord, FoldedPrefixRecord, JapanPostMaster, PrefectureRecord } from './japan-post-master.ts';

/** A town (町域) of a city, as the district pickers list it. */
export interface District {
  code: string;
  name: string;
  cityCode: string;
  prefectureCode: string;
  /** The town's postal code; '' for the few towns whose codes the data folds into a prefix. */
  postalCode: string;
}

/** A town under a postal code: its listed district, or none for a city-wide code; `place` as written. */
interface PostalTown {
  cityCode: string;
  district: District | undefined;
  place: string;
}

/** The least extra text after a town name for a folded-prefix name to count as a building in that town. */
const MIN_BUILDING_SUFFIX = 2;

/** Read-only lookups over Japan Post's data, built once and kept in memory. */
export class AddressIndex {
  private readonly prefectures = new Map<string, PrefectureRecord>();
  private readonly cities = new Map<string, CityRecord>();
  private readonly citiesByPrefecture = new Map<string, CityRecord[]>();
  /** The towns of each 7-digit code; answers are built from them on request. */
  private readonly townsByPostalCode = new Map<string, PostalTown[]>();
  /** Every 7-digit code with entries of its own, ascending, for prefix searches. */
  private readonly postalCodes: string[];
  private readonly foldedByPrefix = new Map<string, FoldedPrefixRecord[]>();
  private readonly districtsByCity = new Map<string, District[]>();
  private readonly districtsByCode = new Map<string, District>();

  constructor(master: JapanPostMaster) {
    for (const prefecture of master.prefectures) this.prefectures.set(prefecture.code, prefecture);
    for (const city of master.cities) {
      this.cities.set(city.code, city);
      pushTo(this.citiesByPrefecture, city.prefectureCode, city);
    }
    for (const town of master.towns) {
      const district = town.name === '' ? undefined : this.addDistrict(town.cityCode, town.postalCode, town.name);
      pushTo(this.townsByPostalCode, town.postalCode, { cityCode: town.cityCode, district, place: town.name });
    }
    this.postalCodes = [...this.townsByPostalCode.keys()].sort();
    for (const folded of master.foldedPrefixes) {
      pushTo(this.foldedByPrefix, folded.prefix, folded);
      if (this.townContaining(folded.cityCode, folded.name) === undefined) this.addDistrict(folded.cityCode, '', folded.name);
    }
  }

  prefecture(code: string): PrefectureRecord | undefined {
    return this.prefectures.get(code);
  }

  allPrefectures(): PrefectureRecord[] {
    return [...this.prefectures.values()];
  }

  city(code: string): CityRecord | undefined {
    return this.cities.get(code);
  }

  /** The cities, wards, towns and villages of a prefecture in JIS code order ([] for an unknown code). */
  citiesOf(prefectureCode: string): readonly CityRecord[] {
    return this.citiesByPrefecture.get(prefectureCode) ?? [];
  }

  /** The towns of a city in postal code order ([] for an unknown code). */
  districtsOf(cityCode: string): readonly District[] {
    return this.districtsByCity.get(cityCode) ?? [];
  }

  district(code: string): District | undefined {
    return this.districtsByCode.get(code);
  }

  allDistricts(): IterableIterator<District> {
    return this.districtsByCode.values();
  }

  /** Every address of a 7-digit code ([] when Japan Post does not use the code). */
  addressesOf(postalCode: string): readonly PostalResult[] {
    const own = this.townsByPostalCode.get(postalCode);
    if (own !== undefined) return own.map((town) => this.postalAddress(postalCode, town));
    const folded = this.foldedByPrefix.get(postalCode.slice(0, 5)) ?? [];
    return folded.map((record) =>
      this.postalAddress(postalCode, { cityCode: record.cityCode, district: this.townContaining(record.cityCode, record.name), place: record.name }),
    );
  }

  /** The addresses of the 7-digit codes that start with `prefix`, in code order, at most about `limit`. */
  addressesStartingWith(prefix: string, limit = Number.POSITIVE_INFINITY): PostalResult[] {
    const results: PostalResult[] = [];
    for (let i = lowerBound(this.postalCodes, prefix); i < this.postalCodes.length && results.length < limit; i += 1) {
      const code = this.postalCodes[i] as string;
      if (!code.startsWith(prefix)) break;
      results.push(...this.addressesOf(code));
    }
    return results;
  }

  /** Prefecture + city + `place` written out. */
  fullAddress(cityCode: string, place: string): string {
    const city = this.cities.get(cityCode);
    const prefecture = city === undefined ? undefined : this.prefectures.get(city.prefectureCode);
    return `${prefecture?.name ?? ''}${city?.name ?? ''}${place}`;
  }

  private addDistrict(cityCode: string, postalCode: string, name: string): District {
    const code = districtCodeOf(cityCode, postalCode, name);
    const known = this.districtsByCode.get(code);
    if (known !== undefined) return known;
    const district: District = { code, name, cityCode, prefectureCode: cityCode.slice(0, 2), postalCode };
    this.districtsByCode.set(code, district);
    pushTo(this.districtsByCity, cityCode, district);
    return district;
  }

  /**
   * The listed town a folded-prefix name belongs to: the town of the same name, or the longest
   * town name it starts with followed by a building name (霞が関霞が関ビル → 霞が関).
   */
  private townContaining(cityCode: string, name: string): District | undefined {
    let best: District | undefined;
    for (const district of this.districtsOf(cityCode)) {
      const isSame = district.name === name;
      const isBuildingIn = name.startsWith(district.name) && name.length - district.name.length >= MIN_BUILDING_SUFFIX;
      if (isSame) return district;
      if (isBuildingIn && (best === undefined || district.name.length > best.name.length)) best = district;
    }
    return best;
  }

  private postalAddress(postalCode: string, { cityCode, district, place }: PostalTown): PostalResult {
    return {
      postalCode,
      prefectureCode: cityCode.slice(0, 2),
      cityCode,
      districtCode: district?.code ?? '',
      districtName: district?.name ?? '',
      address: this.fullAddress(cityCode, place),
    };
  }
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

/** The first index whose value is not below `value` in an ascending array. */
function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
