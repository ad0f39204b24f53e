import type { AddressIndex } from './address-index.ts';
import { citiesInEnglish, prefectureInEnglish } from './romaji/municipality-names.ts';

/**
 * The English names of every prefecture and city (municipality) by code, made from the data's
 * readings (all 1,939 in about 20 ms): Tokyo, Hokkaido; Shinjuku-ku, Sapporo-shi Chuo-ku,
 * Kitagunma-gun Shinto-mura. For e-mails and answers that name a place in English.
 */
export class MunicipalityNames {
  readonly #prefectures = new Map<string, string>();
  readonly #cities: ReadonlyMap<string, readonly string[]>;

  constructor(index: AddressIndex) {
    const prefectures = index.allPrefectures();
    for (const prefecture of prefectures) this.#prefectures.set(prefecture.code, prefectureInEnglish(prefecture));
    this.#cities = citiesInEnglish(prefectures.flatMap((prefecture) => index.citiesOf(prefecture.code)));
  }

  /** 'Tokyo' for '13'; undefined for an unknown code. */
  prefecture(code: string): string | undefined {
    return this.#prefectures.get(code);
  }

  /** 'Sapporo-shi Chuo-ku' for '01101', outer unit first as in Japanese; undefined for an unknown code. */
  city(code: string): string | undefined {
    return this.#cities.get(code)?.join(' ');
  }

  /** The city's units, outer first (['Sapporo-shi', 'Chuo-ku']); [] for an unknown code. */
  cityUnits(code: string): readonly string[] {
    return this.#cities.get(code) ?? [];
  }
}
