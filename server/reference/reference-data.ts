import type { CityGroup } from '../../domain/api/lookups.ts';
import type { Locale } from '../../domain/i18n/locale.ts';
import { readsRomaji } from '../../domain/i18n/profiles.ts';
import { AddressIndex } from './address-index.ts';
import { EnglishNames } from './english-names.ts';
import { groupedCities } from './grouped-cities.ts';
import { groupedCitiesInEnglish } from './grouped-cities-english.ts';
import { readJapanPostTownRows } from './japan-post-kana.ts';
import { loadJapanPostMaster } from './japan-post-master.ts';
import { LocationIndex } from './location-index.ts';
import { MunicipalityNames } from './municipality-names.ts';
import { joinTownKana } from './town-kana.ts';

/**
 * The in-memory indexes of the reference data (the reference endpoints, the address checks of every
 * call, the moves written out in words), each built on its first use and then kept: the data is
 * read-only and ships with the install. The composition root (server/services.ts) makes one per
 * process and hands it down. Building lazily keeps the cost (about 0.8 s and 120 MB, see
 * scripts/measure-reference-data.ts) off processes that never look an address up; the server calls
 * `buildNow` once it listens, to take the cost before the first visitor does.
 */
export class ReferenceData {
  #addresses: AddressIndex | undefined;
  #locations: LocationIndex | undefined;
  #municipalityNames: MunicipalityNames | undefined;
  #englishNames: Promise<EnglishNames> | undefined;
  /** The picker groups by language and prefecture: at most 2 × 47 answers that never change. */
  readonly #cityGroups = new Map<string, readonly CityGroup[]>();

  /** Postal codes, prefectures, cities and towns. */
  get addresses(): AddressIndex {
    this.#addresses ??= new AddressIndex(loadJapanPostMaster());
    return this.#addresses;
  }

  /** The free-text address search over the same data. */
  get locations(): LocationIndex {
    this.#locations ??= new LocationIndex(this.addresses);
    return this.#locations;
  }

  /** Prefectures and cities in English, by code. */
  get municipalityNames(): MunicipalityNames {
    this.#municipalityNames ??= new MunicipalityNames(this.addresses);
    return this.#municipalityNames;
  }

  /**
   * Every place name in English, towns included. The towns' readings come from the npm package
   * `yubin`, read in a worker thread (about a second, off the event loop) on the first call; a
   * failed read is tried again on the next call.
   */
  englishNames(): Promise<EnglishNames> {
    this.#englishNames ??= this.#readEnglishNames().catch((error: unknown) => {
      this.#englishNames = undefined;
      throw error;
    });
    return this.#englishNames;
  }

  /** The cities of a prefecture in the picker's groups, in the answer's language. */
  cityGroups(prefectureCode: string, language: Locale): readonly CityGroup[] {
    const key = `${language}${prefectureCode}`;
    let groups = this.#cityGroups.get(key);
    if (groups === undefined) {
      groups =
        readsRomaji(language)
          ? groupedCitiesInEnglish(this.addresses, this.municipalityNames, prefectureCode)
          : groupedCities(this.addresses, prefectureCode);
      this.#cityGroups.set(key, groups);
    }
    return groups;
  }

  /**
   * Builds the indexes and the names now rather than on first use. The towns' English names are
   * read in the background; a failure there is left for the first English answer to report.
   */
  buildNow(): void {
    void this.locations;
    void this.municipalityNames;
    this.englishNames().catch(() => undefined);
  }

  async #readEnglishNames(): Promise<EnglishNames> {
    const districts = [...this.addresses.allDistricts()];
    const postalCodes = [...new Set(districts.map((district) => district.postalCode).filter((code) => code !== ''))];
    const rows = await readJapanPostTownRows(postalCodes);
    return new EnglishNames(this.addresses, this.municipalityNames, joinTownKana(districts, rows));
  }
}
