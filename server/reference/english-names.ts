import { englishPlace } from '../../domain/format/address.ts';
import type { AddressIndex } from './address-index.ts';
import type { MunicipalityNames } from './municipality-names.ts';
import { townInEnglish } from './romaji/town-names.ts';

/**
 * Place names in English for the English pages and answers: prefectures and cities from
 * `MunicipalityNames`, towns (町域) from Japan Post's readings. A town's English name is made on
 * first use of its prefecture (the largest, Hokkaido, takes tens of milliseconds; all 115,000
 * towns half a second), so no request waits for the whole country.
 */
export class EnglishNames {
  readonly municipalities: MunicipalityNames;
  readonly #index: AddressIndex;
  /** Readings of the towns of the prefectures not yet asked for, by prefecture, then district code. */
  readonly #waiting = new Map<string, Map<string, string>>();
  readonly #towns = new Map<string, string>();

  /** `townKana` is the reading of each town that has one, by district code (`joinTownKana`). */
  constructor(index: AddressIndex, municipalities: MunicipalityNames, townKana: ReadonlyMap<string, string>) {
    this.#index = index;
    this.municipalities = municipalities;
    for (const [code, kana] of townKana) {
      const prefecture = code.slice(0, 2);
      const readings = this.#waiting.get(prefecture) ?? new Map<string, string>();
      this.#waiting.set(prefecture, readings.set(code, kana));
    }
  }

  /**
   * A town's English name by district code ('Nishishinjuku'). A town Japan Post's readings do not
   * cover (about 3 %, see joinTownKana) keeps its Japanese name: it is a proper noun the visitor can
   * still match against their address, and better than a guessed reading. '' for an unknown code.
   */
  town(districtCode: string): string {
    const district = this.#index.district(districtCode);
    if (district === undefined) return '';
    this.#nameTownsOf(district.prefectureCode);
    return this.#towns.get(districtCode) ?? district.name;
  }

  /**
   * An address in English order, smallest part first: 'Nishishinjuku, Shinjuku-ku, Tokyo',
   * 'Umeda, Kita-ku, Osaka-shi, Osaka'; without a district ('') the city and prefecture only.
   */
  address(cityCode: string, districtCode: string): string {
    const prefecture = this.municipalities.prefecture(cityCode.slice(0, 2)) ?? '';
    const town = districtCode === '' ? '' : this.town(districtCode);
    return englishPlace([prefecture, ...this.municipalities.cityUnits(cityCode), town]);
  }

  #nameTownsOf(prefectureCode: string): void {
    const readings = this.#waiting.get(prefectureCode);
    if (readings === undefined) return;
    for (const [code, kana] of readings) this.#towns.set(code, townInEnglish(this.#index.district(code)?.name ?? '', kana));
    this.#waiting.delete(prefectureCode);
  }
}
