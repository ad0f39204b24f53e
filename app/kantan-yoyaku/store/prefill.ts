import { zipCodeFromQuery } from '../../../domain/address/index.ts';
import { pickedDateFromQuery } from '../../../domain/dates/index.ts';
import type { AddressForm } from './forms.ts';

export interface QueryPrefill {
  address: Partial<AddressForm>;
  /** 'yyyy/MM/dd', only when the query's date lies in the accepted window. */
  pickedDate: string | undefined;
}

/**
 * The step-1 values a link may carry (spec §2): fromZipCd (non-digits stripped), fromTodofukenCd,
 * fromShikugunCd, fromMachiCd, toTodofukenCd, toShikugunCd and pickedDate (yyyyMMdd).
 * Undefined when the query names none of them.
 */
export function prefillFromQuery(query: URLSearchParams, today: Date): QueryPrefill | undefined {
  const address: Partial<AddressForm> = {};
  const zip = zipCodeFromQuery(query.get('fromZipCd') ?? '');
  if (zip) {
    address.fromPostalCode = zip;
    address.fromAddressFormat = 'postalCode';
  }
  const fields = [
    ['fromTodofukenCd', 'fromPrefecture'],
    ['fromShikugunCd', 'fromCity'],
    ['fromMachiCd', 'fromDistrict'],
    ['toTodofukenCd', 'toPrefecture'],
    ['toShikugunCd', 'toCity'],
  ] as const;
  for (const [param, field] of fields) {
    const value = query.get(param)?.trim();
    if (value) address[field] = value;
  }
  const rawDate = query.get('pickedDate');
  const pickedDate = rawDate ? pickedDateFromQuery(rawDate, today) : undefined;
  if (Object.keys(address).length === 0 && !pickedDate) return undefined;
  return { address, pickedDate };
}
