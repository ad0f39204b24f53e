import { API_ERROR_CODES } from '../../domain/api/errors.ts';
import type { PostalResponse, PostalResult } from '../../domain/api/lookups.ts';
import { POSTAL_CODE_LENGTH, POSTAL_LOOKUP_MIN_LENGTH } from '../../domain/validation/addressRules.ts';
import type { AddressIndex } from './address-index.ts';

/**
 * The addresses of a postal code given as 6 or 7 half-width digits: every address of a 7-digit
 * code, or of every code starting with 6 digits (the suggest list). [] when none exist.
 */
export function lookupPostalCode(index: AddressIndex, digits: string): readonly PostalResult[] {
  if (digits.length === POSTAL_CODE_LENGTH) return index.addressesOf(digits);
  if (digits.length === POSTAL_LOOKUP_MIN_LENGTH) return index.addressesStartingWith(digits);
  throw new RangeError(`A postal code lookup takes ${POSTAL_LOOKUP_MIN_LENGTH} or ${POSTAL_CODE_LENGTH} digits, got "${digits}"`);
}

/**
 * The answer of a postal lookup (spec §4, §5): a 7-digit code fills the address only when it has
 * exactly one; none or several carry the error-master code the client maps to its message.
 */
export function postalAnswer(index: AddressIndex, digits: string): PostalResponse {
  const results = [...lookupPostalCode(index, digits)];
  if (digits.length !== POSTAL_CODE_LENGTH || results.length === 1) return { results, message: null };
  return { results, message: results.length === 0 ? API_ERROR_CODES.zipCodeNotFound : API_ERROR_CODES.zipCodeDuplicate };
}
