import type { PostalResult } from '../api/lookups.ts';
import { POSTAL_LOOKUP_MIN_LENGTH } from '../validation/addressRules.ts';
import { MESSAGES } from '../validation/messages.ts';

/**
 * The origin address as both flows hold it. Stores map their own field names
 * (quick booking fromPostalCode, estimate fromPostalCode, ...) onto it.
 */
export interface OriginAddress {
  postalCode: string;
  prefecture: string;
  city: string;
  district: string;
}

/** The destination address: prefecture and city (and whether the visitor set them). */
export interface DestinationAddress {
  prefecture: string;
  city: string;
}

/** Changing the postal code clears prefecture, city and district. */
export function changePostalCode(_address: OriginAddress, postalCode: string): OriginAddress {
  return { postalCode, prefecture: '', city: '', district: '' };
}

/** Changing the origin prefecture clears city, district and the postal code. */
export function changeOriginPrefecture(_address: OriginAddress, prefecture: string): OriginAddress {
  return { postalCode: '', prefecture, city: '', district: '' };
}

/** Changing the origin city clears the district and the postal code. */
export function changeOriginCity(address: OriginAddress, city: string): OriginAddress {
  return { ...address, postalCode: '', city, district: '' };
}

/** Changing the destination prefecture clears its city. */
export function changeDestinationPrefecture(_address: DestinationAddress, prefecture: string): DestinationAddress {
  return { prefecture, city: '' };
}

/** Picking a district fills its postal code. */
export function pickDistrict(address: OriginAddress, district: { districtCode: string; postalCode: string }): OriginAddress {
  return { ...address, district: district.districtCode, postalCode: district.postalCode };
}

/**
 * The destination after an origin prefecture change: the origin prefecture is copied (and the
 * destination city cleared) while the visitor has not edited the destination.
 */
export function destinationAfterOriginPrefecture(
  destination: DestinationAddress,
  originPrefecture: string,
  destinationEdited: boolean,
): DestinationAddress {
  if (destinationEdited || destination.prefecture === originPrefecture) return destination;
  return { prefecture: originPrefecture, city: '' };
}

/** Outcome of a postal-code lookup. */
export type PostalLookupOutcome =
  | { ok: true; address: OriginAddress }
  | { ok: false; message: string };

/**
 * A 7-digit lookup fills the address when it returns exactly one result. No result is
 * "not found"; several are "several addresses".
 */
export function resolvePostalLookup(results: readonly PostalResult[]): PostalLookupOutcome {
  const [only, ...others] = results;
  if (only === undefined) return { ok: false, message: MESSAGES.postalCode.notFound };
  if (others.length > 0) return { ok: false, message: MESSAGES.postalCode.severalAddresses };
  return {
    ok: true,
    address: { postalCode: only.postalCode, prefecture: only.prefectureCode, city: only.cityCode, district: only.districtCode },
  };
}

/** The postal lookup and suggest list start once the code has 6 or more characters. */
export function shouldLookUpPostalCode(postalCode: string): boolean {
  return postalCode.trim().length >= POSTAL_LOOKUP_MIN_LENGTH;
}

/** The fromZipCd query prefill: every non-digit removed. */
export function zipCodeFromQuery(raw: string): string {
  return raw.replace(/[^0-9]/g, '');
}
