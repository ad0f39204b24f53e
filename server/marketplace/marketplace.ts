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
import { oneAtATime } from '../db/one-at-a-time.ts';
import { REVIEWS_CHANNEL } from '../reviews/review-repository.ts';
import { ReviewScores } from '../reviews/review-scores.ts';
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
  /** Every company's score from its reviews (replaced whenever a review changes). */
  reviews: ReviewScores;
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
    reviews: await ReviewScores.read(db),
  };
  await listenAndReload(db, CATALOGUE_CHANNEL, () => reloadCatalogue(market));
  await listenAndReload(db, REVIEWS_CHANNEL, () => reloadReviewScores(market));
  return market;
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

/** Reads the review scores again after a review changed on any instance; answers that carry them (the calendars) are dropped. */
export async function reloadReviewScores(market: Marketplace): Promise<void> {
  const reviews = await ReviewScores.read(market.db).catch(() => undefined);
  if (reviews === undefined) return;
  market.reviews = reviews;
  market.calendarAnswers.clear();
}

/** Reloads, one at a time, whenever `channel` is notified, and once it is heard again after being down (changes made meanwhile). */
async function listenAndReload(db: Database, channel: string, reload: () => Promise<void>): Promise<void> {
  const ask = oneAtATime(reload);
  await db.listen(channel, {
    notified: ask,
    listening: (isListening) => {
      if (isListening) ask();
    },
  });
}
