import { CATALOGUE_CHANNEL, loadAlliances, loadCompanies } from '../catalogue/catalogue-repository.ts';
import type { Database } from '../db/database.ts';
import type { JsonAnswer } from '../http/json-answer.ts';
import { BELONGINGS_MASTER } from '../../domain/belongings/master.ts';
import type { ReferenceData } from '../reference/reference-data.ts';
import { PriceBoard } from './availability.ts';
import { BookedUnits } from './capacity/booked-units.ts';
import { Catalogue } from './catalogue.ts';
import { IdempotentWrites } from './idempotency.ts';
import { LruCache } from './lru-cache.ts';
import { itemVolumesOf } from './move-spec.ts';
import type { ItemVolumes } from './move-spec.ts';

/**
 * What every marketplace call shares for one database: the catalogue and the price board made of
 * it (both replaced whenever the catalogue changes), idempotent writes, the booked units. One is
 * opened per app by the composition root (server/services.ts), so a key that is being written is
 * seen as in flight by every route, and the jobs hear the same bookings.
 */
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
  /** The place names a stored request's move is written out with. */
  reference: ReferenceData;
}

async function readCatalogue(db: Database): Promise<Catalogue> {
  return new Catalogue(await loadCompanies(db), await loadAlliances(db));
}

/** The marketplace of a database: the catalogue is loaded from it and then served from memory, kept current by its changes' notifications. */
export async function openMarketplace(db: Database, reference: ReferenceData): Promise<Marketplace> {
  const catalogue = await readCatalogue(db);
  const market: Marketplace = {
    db,
    catalogue,
    prices: new PriceBoard(catalogue.companies),
    writes: new IdempotentWrites(db),
    bookedUnits: await BookedUnits.open(db),
    calendarAnswers: new LruCache(200),
    itemVolumes: itemVolumesOf(BELONGINGS_MASTER),
    reference,
  };
  const reload = catalogueReloads(market);
  await db.listen(CATALOGUE_CHANNEL, {
    notified: reload,
    // Changes made while the channel was down are read once it is back.
    listening: (isListening) => {
      if (isListening) reload();
    },
  });
  return market;
}

/**
 * The catalogue's reloads, one at a time. Two changes in a row notify twice; reloads run side by
 * side could finish out of order, the one that read before the second change last, and keep its
 * stale catalogue until the next change. A notification heard during a reload makes one more after it.
 */
function catalogueReloads(market: Marketplace): () => void {
  let running = false;
  let again = false;
  async function run(): Promise<void> {
    running = true;
    try {
      do {
        again = false;
        await reloadCatalogue(market);
      } while (again);
    } finally {
      running = false;
    }
  }
  return () => {
    if (running) again = true;
    else void run();
  };
}

/**
 * Reads the catalogue again after an operator's change (any instance hears it within milliseconds):
 * the new prices and availability answer the next search; cached prices and calendars are dropped.
 */
async function reloadCatalogue(market: Marketplace): Promise<void> {
  const catalogue = await readCatalogue(market.db).catch(() => undefined);
  if (catalogue === undefined) return;
  market.catalogue = catalogue;
  market.prices = new PriceBoard(catalogue.companies);
  market.calendarAnswers.clear();
  market.bookedUnits.bookingsChanged();
}
