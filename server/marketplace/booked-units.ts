import type { Database } from '../db/database.ts';
import { bookedUnitsBetween } from './day-capacity-repository.ts';
import { LruCache } from './lru-cache.ts';

/**
 * Reads the booked units per company and day for drawing availability.
 *
 * On PGlite the process is the database's only user (a data directory opens in one process), so
 * the counts of a range are kept in memory and dropped as soon as this process commits a booking
 * (`bookingsChanged`): a calendar asked again costs no query. On PostgreSQL other instances book
 * too, so every read asks the database. Either way the capacity itself is guarded by the booking
 * transaction, never by what a calendar showed.
 */
export class BookedUnits {
  readonly #db: Database;
  readonly #cache: LruCache<Promise<ReadonlyMap<string, number>>> | undefined;
  #version = 0;

  constructor(db: Database) {
    this.#db = db;
    this.#cache = db.kind === 'pglite' ? new LruCache(200) : undefined;
  }

  /** The version of the counts; it changes with every booking this process commits. */
  get version(): number {
    return this.#version;
  }

  /** Whether the counts (and what is derived from them) can be cached by `version`. */
  get cacheable(): boolean {
    return this.#cache !== undefined;
  }

  between(fromDate: string, toDate: string): Promise<ReadonlyMap<string, number>> {
    if (!this.#cache) return bookedUnitsBetween(this.#db, fromDate, toDate);
    const key = `${this.#version}|${fromDate}|${toDate}`;
    const cache = this.#cache;
    return cache.getOrCreate(key, () => {
      const read = bookedUnitsBetween(this.#db, fromDate, toDate);
      read.catch(() => cache.delete(key));
      return read;
    });
  }

  /** Call after a booking commits. */
  bookingsChanged(): void {
    this.#version++;
  }
}
