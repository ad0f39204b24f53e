import { AddressIndex } from './address-index.ts';
import { loadJapanPostMaster } from './japan-post-master.ts';
import { LocationIndex } from './location-index.ts';

/**
 * The in-memory indexes of the reference data (the reference endpoints, the address checks of every
 * call, the moves written out in words), each built on its first use and then kept: the data is
 * read-only and ships with the install. The composition root (server/services.ts) makes one per
 * process and hands it down. Building lazily keeps the cost (about 0.8 s and 120 MB, see
 * scripts/measure-reference-data.ts) off processes that never look an address up; the server calls
 * `buildNow` once it listens, to take the cost before the first visitor does.
 */
export class ReferenceData {
  #addresses: AddressIndex | undefined;
  #locations: LocationIndex | undefined;

  /** Postal codes, prefectures, cities and towns. */
  get addresses(): AddressIndex {
    this.#addresses ??= new AddressIndex(loadJapanPostMaster());
    return this.#addresses;
  }

  /** The free-text address search over the same data. */
  get locations(): LocationIndex {
    this.#locations ??= new LocationIndex(this.addresses);
    return this.#locations;
  }

  /** Builds both indexes now rather than on first use. */
  buildNow(): void {
    void this.locations;
  }
}
