import { alliances, companies } from '../catalogue/index.ts';
import type { Database } from '../db/database.ts';
import { NIMOTSU_MASTER } from '../reference/nimotsu.ts';
import { PriceBoard } from './availability.ts';
import { BookedUnits } from './booked-units.ts';
import { Catalogue } from './catalogue.ts';
import { loadAlliances, loadCompanies, seedCatalogue } from './catalogue-repository.ts';
import { IdempotentWrites } from './idempotency.ts';
import type { JsonAnswer } from '../http/json-answer.ts';
import { LruCache } from './lru-cache.ts';
import { itemVolumesOf } from './move-spec.ts';
import type { ItemVolumes } from './move-spec.ts';

/** What every marketplace call shares for one database: the catalogue, the price board, idempotent writes. */
export interface Marketplace {
  db: Database;
  catalogue: Catalogue;
  prices: PriceBoard;
  writes: IdempotentWrites;
  bookedUnits: BookedUnits;
  /** Company-availability answers by bookings version and request body (see `companyAvailabilityAnswer`). */
  calendarAnswers: LruCache<Promise<JsonAnswer>>;
  /** Cubic metres per unit of each belongings item, for declared loads. */
  itemVolumes: ItemVolumes;
}

const byDatabase = new WeakMap<Database, Promise<Marketplace>>();

/**
 * The marketplace of a database, created on first use: the catalogue is seeded (upsert by code)
 * and loaded once, then served from memory. All routers of one app share it, so a key that is
 * being written is seen as in flight whichever router received the retry.
 */
export function marketplaceFor(db: Database): Promise<Marketplace> {
  let marketplace = byDatabase.get(db);
  if (!marketplace) {
    marketplace = openMarketplace(db);
    marketplace.catch(() => byDatabase.delete(db));
    byDatabase.set(db, marketplace);
  }
  return marketplace;
}

async function openMarketplace(db: Database): Promise<Marketplace> {
  await seedCatalogue(db, companies, alliances);
  const catalogue = new Catalogue(await loadCompanies(db), await loadAlliances(db));
  return {
    db,
    catalogue,
    prices: new PriceBoard(catalogue.companies),
    writes: new IdempotentWrites(db),
    bookedUnits: await BookedUnits.open(db),
    calendarAnswers: new LruCache(200),
    itemVolumes: itemVolumesOf(NIMOTSU_MASTER),
  };
}
