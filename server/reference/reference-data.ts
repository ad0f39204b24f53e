import { AddressIndex } from './address-index.ts';
import { loadJapanPostMaster } from './japan-post-master.ts';
import { LocationIndex } from './location-index.ts';

/*
 * The in-memory indexes behind the reference-data endpoints, each built on its first use and
 * then shared by every caller in the process: the data is read-only and ships with the install.
 * Building lazily keeps the cost (see measure-reference-data.ts) off processes that never look
 * an address up; call both once at start-up to take it before the first visitor instead.
 */
let addresses: AddressIndex | undefined;
let locations: LocationIndex | undefined;

/** Postal codes, prefectures, cities and towns. */
export function addressIndex(): AddressIndex {
  addresses ??= new AddressIndex(loadJapanPostMaster());
  return addresses;
}

/** The free-text address search over the same data. */
export function locationIndex(): LocationIndex {
  locations ??= new LocationIndex(addressIndex());
  return locations;
}
