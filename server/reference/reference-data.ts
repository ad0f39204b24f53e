import { AddressIndex } from './address-index.ts';
import { loadJapanPostMaster } from './japan-post-master.ts';
import { LocationIndex } from './location-index.ts';

/** The in-memory indexes behind the reference-data endpoints. */
export interface ReferenceData {
  addresses: AddressIndex;
  locations: LocationIndex;
}

let built: ReferenceData | undefined;

/**
 * The indexes, built on the first call and shared by every caller in the process: the data is
 * read-only and ships with the install, so there is nothing to refresh while the server runs.
 */
export function referenceData(): ReferenceData {
  if (built === undefined) {
    const addresses = new AddressIndex(loadJapanPostMaster());
    built = { addresses, locations: new LocationIndex(addresses) };
  }
  return built;
}
