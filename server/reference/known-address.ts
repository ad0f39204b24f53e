import type { ZodType } from 'zod';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { invalid, type FieldError } from '../errors/refusal.ts';
import { parseInput } from '../http/validate.ts';
import type { AddressIndex } from './address-index.ts';

/** Code of an address code that the reference data does not know, or that belongs elsewhere. */
export const UNKNOWN_ADDRESS = 'UNKNOWN_ADDRESS';

/**
 * The request fields naming one end of a move, from the top down: prefecture, city, and where the
 * call has them the district (town) and the postal code.
 */
export interface AddressFields<K extends string> {
  prefecture: K;
  city: K;
  district?: K;
  postalCode?: K;
}

function unknown(message: string, field: string): FieldError {
  return { code: UNKNOWN_ADDRESS, message, field };
}

/**
 * The first unknown code of one end: each code must exist in the reference data and belong to
 * the one above it (a city to its prefecture, a district to its city, a postal code to the city).
 */
function firstUnknownCode<K extends string>(index: AddressIndex, request: Readonly<Record<K, unknown>>, fields: AddressFields<K>): FieldError | undefined {
  const prefecture = request[fields.prefecture];
  const city = request[fields.city];
  if (typeof prefecture !== 'string' || index.prefecture(prefecture) === undefined) return unknown(MESSAGES.prefecture.required, fields.prefecture);
  if (typeof city !== 'string' || index.city(city)?.prefectureCode !== prefecture) return unknown(MESSAGES.city.required, fields.city);
  if (fields.district !== undefined) {
    const district = request[fields.district];
    if (typeof district !== 'string' || index.district(district)?.cityCode !== city) return unknown(MESSAGES.district.required, fields.district);
  }
  if (fields.postalCode !== undefined) {
    const postalCode = request[fields.postalCode];
    const addresses = typeof postalCode === 'string' ? index.addressesOf(postalCode) : [];
    if (addresses.length === 0) return unknown(MESSAGES.postalCode.notFound, fields.postalCode);
    if (!addresses.some((address) => address.cityCode === city)) return unknown(MESSAGES.postalCode.otherAddress, fields.postalCode);
  }
  return undefined;
}

/**
 * Refuses a request (already validated by its schema) whose address codes are well formed but
 * unknown, with one 400 error per end at fault; returns the request otherwise.
 */
export function requireKnownAddresses<K extends string, T extends Readonly<Record<K, unknown>>>(
  index: AddressIndex,
  request: T,
  ends: readonly AddressFields<K>[],
): T {
  const errors = ends.flatMap((fields) => firstUnknownCode(index, request, fields) ?? []);
  if (errors.length > 0) throw invalid(errors);
  return request;
}

/** A request parsed by its schema (parseInput), then with its address codes checked against the reference data. */
export function parseWithKnownAddresses<K extends string, T extends Readonly<Record<K, unknown>>>(
  index: AddressIndex,
  schema: ZodType<T>,
  input: unknown,
  ends: readonly AddressFields<K>[],
): T {
  return requireKnownAddresses(index, parseInput(schema, input), ends);
}
