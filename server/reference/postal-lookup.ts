import type { AddressIndex, PostalAddress } from './address-index.ts';

/** Digits from which the suggest list starts (spec §2, §9). */
export const SUGGEST_MIN_DIGITS = 6;
export const POSTAL_CODE_DIGITS = 7;

/**
 * The addresses of a postal code given as 6 or 7 half-width digits: every address of a 7-digit
 * code, or of every code starting with 6 digits (the suggest list). [] when none exist.
 */
export function lookupPostalCode(index: AddressIndex, digits: string): readonly PostalAddress[] {
  if (digits.length === POSTAL_CODE_DIGITS) return index.addressesOf(digits);
  if (digits.length === SUGGEST_MIN_DIGITS) return index.addressesStartingWith(digits);
  throw new RangeError(`A postal code lookup takes ${SUGGEST_MIN_DIGITS} or ${POSTAL_CODE_DIGITS} digits, got "${digits}"`);
}
