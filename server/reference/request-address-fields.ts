import type { AddressFields } from './known-address.ts';

/*
 * Where each call names the two ends of a move (spec §7 wire names), for `requireKnownAddresses`.
 * The destination has a prefecture and a city only; its town is free text.
 */

/** GET /api/companies/ and GET /api/reservation/companies/. */
export const FLOW_QUERY_ADDRESSES = [
  { prefecture: 'fromTodofukenCd', city: 'fromShikuchosonCd', district: 'fromMachiCd' },
  { prefecture: 'toTodofukenCd', city: 'toShikuchosonCd' },
] as const satisfies readonly AddressFields<string>[];

/** POST /api/estimate/ and POST /api/reservation/reserve/: the query's ends plus the origin postal code. */
export const FLOW_REQUEST_ADDRESSES = [
  { ...FLOW_QUERY_ADDRESSES[0], postalCode: 'fromZipCd' },
  FLOW_QUERY_ADDRESSES[1],
] as const satisfies readonly AddressFields<string>[];

/** GET /api/kantan-yoyaku/availability/. */
export const AVAILABILITY_QUERY_ADDRESSES = [
  { prefecture: 'fromPrefectureId', city: 'fromCityId', district: 'fromDistrictId' },
  { prefecture: 'toPrefectureId', city: 'toCityId' },
] as const satisfies readonly AddressFields<string>[];

/** POST /api/kantan-yoyaku/company-availability/ and /quote/. */
export const QUICK_MOVE_ADDRESSES = [
  { prefecture: 'fromPrefecture', city: 'fromCity', district: 'fromDistrict' },
  { prefecture: 'toPrefecture', city: 'toCity' },
] as const satisfies readonly AddressFields<string>[];

/** POST /api/kantan-yoyaku/reserve/: the move's ends plus the origin postal code. */
export const QUICK_RESERVE_ADDRESSES = [
  { ...QUICK_MOVE_ADDRESSES[0], postalCode: 'fromPostalCode' },
  QUICK_MOVE_ADDRESSES[1],
] as const satisfies readonly AddressFields<string>[];
