import type { Database } from '../../db/database.ts';
import { BOOKED_UNITS_CHANNEL, bookedUnitsBetween } from './day-capacity-repository.ts';
import { LruCache } from '../lru-cache.ts';

/**
 * Reads the booked units per company and day for drawing availability, kept in memory by range
 * and by `version`, which changes whenever any instance commits a booking: the booking transaction
 * notifies `BOOKED_UNITS_CHANNEL` and every instance listens on it (PostgreSQL `LISTEN/NOTIFY`; on
 * PGlite the process is the database's only user). A calendar asked again costs no query, and a
 * booking made through one instance shows in the others' calendars as soon as its notification
 * arrives (milliseconds). While the listening connection is lost, nothing is cached and every read
 * asks the database. The capacity itself is guarded by the booking transaction, never by what a
 * calendar showed.
 */
export class BookedUnits {
  readonly #db: Database;
  readonly #cache = new LruCache<Promise<ReadonlyMap<string, number>>>(200);
  #version = 0;
  #listening = false;

  private constructor(db: Database) {
    this.#db = db;
  }

  /** The booked units of `db`, listening for bookings from every instance. */
  static async open(db: Database): Promise<BookedUnits> {
    const units = new BookedUnits(db);
    await db.listen(BOOKED_UNITS_CHANNEL, {
      notified: () => units.bookingsChanged(),
      listening: (isListening) => {
        // Whatever was read before, or while notifications could be missed, is not used again.
        units.bookingsChanged();
        units.#listening = isListening;
      },
    });
    return units;
  }

  /** The version of the counts; it changes with every booking committed by any instance. */
  get version(): number {
    return this.#version;
  }

  /** Whether the counts (and what is derived from them) can be cached by `version`. */
  get cacheable(): boolean {
    return this.#listening;
  }

  between(fromDate: string, toDate: string): Promise<ReadonlyMap<string, number>> {
    if (!this.#listening) return bookedUnitsBetween(this.#db, fromDate, toDate);
    const key = `${this.#version}|${fromDate}|${toDate}`;
    const cache = this.#cache;
    return cache.getOrCreate(key, () => {
      const read = bookedUnitsBetween(this.#db, fromDate, toDate);
      read.catch(() => cache.delete(key));
      return read;
    });
  }

  /** Called for every notification, and in this instance after each of its own writes that may change the counts (`changedBy`). */
  bookingsChanged(): void {
    this.#version++;
  }

  /**
   * Runs a write that may take or give back units of a company's day (a booking, a reservation, a
   * company's answer, a visitor's change), then drops this instance's cached counts whatever the
   * outcome, so its own calendars show the change at once; other instances hear of it on commit.
   */
  async changedBy<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      this.bookingsChanged();
    }
  }
}
