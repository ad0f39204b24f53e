import { movingDateFromQuery } from '../../../domain/dates/movingDateQuery.ts';
import { routeFromQuery } from '../../../domain/flows/flowLinks.ts';
import type { AddressForm } from './forms.ts';

export interface QueryPrefill {
  address: Partial<AddressForm>;
  /** 'yyyy/MM/dd', only when the query's date lies in the accepted window. */
  movingDate: string | undefined;
}

/**
 * The step-1 values a link may carry (spec §2): fromZipCd (non-digits stripped), fromTodofukenCd,
 * fromShikugunCd, fromMachiCd, toTodofukenCd, toShikugunCd and pickedDate (yyyyMMdd).
 * Undefined when the query names none of them.
 */
export function prefillFromQuery(query: URLSearchParams, today: Date): QueryPrefill | undefined {
  const { fromPostalCode, ...rest } = routeFromQuery(query);
  const address: Partial<AddressForm> = rest;
  if (fromPostalCode) {
    address.fromPostalCode = fromPostalCode;
    address.fromAddressFormat = 'postalCode';
  }
  const rawDate = query.get('pickedDate');
  const movingDate = rawDate ? movingDateFromQuery(rawDate, today) : undefined;
  if (Object.keys(address).length === 0 && !movingDate) return undefined;
  return { address, movingDate };
}
