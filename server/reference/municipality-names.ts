import { translateMessage } from '../../domain/i18n/message.ts';
import { translatorFor } from '../../domain/i18n/translators.ts';
import { optionLabel } from '../../domain/options/option.ts';
import { PREFECTURE_OPTIONS } from '../../domain/options/prefectures.ts';
import type { AddressIndex } from './address-index.ts';
import { citiesInEnglish } from './romaji/municipality-names.ts';

/**
 * The English names of every prefecture and city (municipality) by code: the prefectures as the
 * option list's English reads them (en.po, the one table of their names: Tokyo, Hokkaido), the
 * cities made from the data's readings (all 1,939 in about 20 ms: Shinjuku-ku, Sapporo-shi Chuo-ku,
 * Kitagunma-gun Shinto-mura). For e-mails and answers that name a place in English.
 */
export class MunicipalityNames {
  readonly #prefectures = new Map<string, string>();
  readonly #cities: ReadonlyMap<string, readonly string[]>;

  constructor(index: AddressIndex) {
    const prefectures = index.allPrefectures();
    const english = translatorFor('en');
    for (const prefecture of prefectures) {
      const label = optionLabel(PREFECTURE_OPTIONS, prefecture.code);
      if (label !== undefined) this.#prefectures.set(prefecture.code, translateMessage(english, label));
    }
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
