import type { District, LocationResult, PostalResult } from '../../domain/api/lookups.ts';
import type { Locale } from '../../domain/i18n/locale.ts';
import { readsRomaji } from '../../domain/i18n/profiles.ts';
import type { AddressIndex } from './address-index.ts';
import type { EnglishNames } from './english-names.ts';
import type { ReferenceData } from './reference-data.ts';

/*
 * The reference API's answers with their names in English, made from the codes of the Japanese
 * answer, which they keep unchanged. A postal code whose town is a building (霞が関霞が関ビル, the
 * floors of a skyscraper) is written as the town it stands in: the building's name romanized from
 * its reading would not be the name on the building, and the visitor writes it with the address.
 */

/** A postal lookup's address and town in English ("Nishishinjuku, Shinjuku-ku, Tokyo"). */
export function postalResultInEnglish(names: EnglishNames, result: PostalResult): PostalResult {
  return {
    ...result,
    districtName: result.districtCode === '' ? '' : names.town(result.districtCode),
    address: names.address(result.cityCode, result.districtCode),
  };
}

/** A town of a city's district list with its English name. */
export function districtInEnglish(names: EnglishNames, district: District): District {
  return { ...district, districtName: names.town(district.districtCode) };
}

/**
 * Makes a search result English over `index` (which knows the towns' postal codes): its address,
 * and as its label the address followed by the town's postal code, where English puts it
 * ("Kasumigaseki, Chiyoda-ku, Tokyo 100-0013").
 */
export function locationResultInEnglish(index: AddressIndex): (names: EnglishNames, result: LocationResult) => LocationResult {
  return (names, result) => {
    const address = names.address(result.cityCode, result.districtCode);
    const postalCode = result.districtCode === '' ? '' : (index.district(result.districtCode)?.postalCode ?? '');
    return { ...result, address, label: postalCode === '' ? address : `${address} ${postalCode.slice(0, 3)}-${postalCode.slice(3)}` };
  };
}

/** An answer's results as they are in Japanese, or each made English by `inEnglish` (which may wait for the towns' names). */
export async function resultsInLanguage<T>(
  reference: ReferenceData,
  language: Locale,
  results: readonly T[],
  inEnglish: (names: EnglishNames, result: T) => T,
): Promise<T[]> {
  if (!readsRomaji(language)) return [...results];
  const names = await reference.englishNames();
  return results.map((result) => inEnglish(names, result));
}
