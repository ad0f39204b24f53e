import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../../api/client.ts';
import { API_ERROR_CODES } from '../../../domain/api/errors.ts';
import { errorMessageOf } from '../../../domain/api/errorMaster.ts';
import type { CityGroup, District, PostalResult } from '../../../domain/api/lookups.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';
import { readJson, writeJson, type KeyValueStorage } from '../storage.ts';

/** Where the lists are kept: the names are in the page's language, so each language keeps its own. */
const storageKeys = (locale: Locale) =>
  locale === 'ja' ? { cities: 'resources:grouped-cities', districts: 'resources:districts' } : { cities: `resources:${locale}:grouped-cities`, districts: `resources:${locale}:districts` };

/** What a postal-code lookup found. */
export type PostalLookup =
  | { kind: 'found'; addresses: PostalResult[] }
  | { kind: 'failed'; code: string; message: string }
  | { kind: 'cancelled' };

function asRecord<T>(value: unknown): Record<string, T> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, T>) : {};
}

/** Cities grouped by kana row per prefecture, districts per city (both kept in storage, spec §4), postal lookups. */
export class CityStore {
  groupedCities: Record<string, CityGroup[]> = {};
  districts: Record<string, District[]> = {};
  #api: ApiClient;
  #storage: KeyValueStorage;
  #keys: { cities: string; districts: string };

  constructor(api: ApiClient, storage: KeyValueStorage, locale: Locale = 'ja') {
    this.#api = api;
    this.#storage = storage;
    this.#keys = storageKeys(locale);
    this.groupedCities = asRecord<CityGroup[]>(readJson(storage, this.#keys.cities));
    this.districts = asRecord<District[]>(readJson(storage, this.#keys.districts));
    makeAutoObservable(this);
  }

  citiesOf(prefectureCode: string): CityGroup[] {
    return this.groupedCities[prefectureCode] ?? [];
  }

  districtsOf(prefectureCode: string, cityCode: string): District[] {
    return this.districts[`${prefectureCode}/${cityCode}`] ?? [];
  }

  cityName(prefectureCode: string, cityCode: string): string {
    for (const group of this.citiesOf(prefectureCode)) {
      const city = group.data.find((option) => option.cityCode === cityCode);
      if (city) return city.cityName;
    }
    return '';
  }

  /**
   * Whether a district code is one the city's list does not hold, as far as the list is loaded (a
   * link may carry a code the reference data does not know); '' is no code at all.
   */
  isUnknownDistrict(prefectureCode: string, cityCode: string, districtCode: string): boolean {
    const districts = this.districtsOf(prefectureCode, cityCode);
    return districtCode !== '' && districts.length > 0 && !districts.some((district) => district.districtCode === districtCode);
  }

  districtName(prefectureCode: string, cityCode: string, districtCode: string): string {
    return this.districtsOf(prefectureCode, cityCode).find((district) => district.districtCode === districtCode)?.districtName ?? '';
  }

  async loadCities(prefectureCode: string): Promise<void> {
    if (!prefectureCode || this.groupedCities[prefectureCode]) return;
    const result = await this.#api.reference.groupedCities(prefectureCode);
    if (result.kind !== 'ok') return;
    runInAction(() => {
      this.groupedCities[prefectureCode] = result.data.results;
    });
    writeJson(this.#storage, this.#keys.cities, this.groupedCities);
  }

  async loadDistricts(prefectureCode: string, cityCode: string): Promise<void> {
    const key = `${prefectureCode}/${cityCode}`;
    if (!prefectureCode || !cityCode || this.districts[key]) return;
    const result = await this.#api.reference.districts(prefectureCode, cityCode);
    if (result.kind !== 'ok') return;
    runInAction(() => {
      this.districts[key] = result.data.results;
    });
    writeJson(this.#storage, this.#keys.districts, this.districts);
  }

  async lookupPostal(zipCode: string): Promise<PostalLookup> {
    const result = await this.#api.reference.postal(zipCode);
    if (result.kind === 'cancelled') return result;
    if (result.kind === 'failed') {
      const first = result.errors[0];
      const code = first?.code ?? API_ERROR_CODES.zipCodeServer;
      return { kind: 'failed', code, message: errorMessageOf(code, API_ERROR_CODES.zipCodeServer) };
    }
    return { kind: 'found', addresses: result.data.results };
  }
}
