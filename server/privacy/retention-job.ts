import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { retentionCutoff } from './retention-period.ts';
import { deleteExpiredIdempotencyKeys, deleteExpiredRateLimits, erasePersonalData, type ErasedCounts } from './retention-repository.ts';

/** Instances take turns on this lock: one pass at a time across the group, the others skip. */
const RETENTION_LOCK_KEY = 72_401_004;
const HOUR_MS = 3_600_000;

export interface RetentionOptions {
  db: Database;
  logger: Logger;
  now: () => Date;
  /** Days after the move day that a request's personal data is kept. */
  daysAfterMove: number;
}

/**
 * The retention rule, run by every instance at start and every hour: personal data of moves more
 * than `daysAfterMove` days past (Japan's calendar) is erased in place, expired idempotency records
 * and rate-limit counters deleted. A pass is one transaction holding a lock that another instance's
 * pass does not wait for, so the group erases each row once; a pass that finds nothing changes nothing.
 */
export class RetentionJob {
  readonly #options: RetentionOptions;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<ErasedCounts | null> | undefined;

  constructor(options: RetentionOptions) {
    this.#options = options;
  }

  start(): void {
    void this.runOnce();
    this.#timer = setInterval(() => void this.runOnce(), HOUR_MS);
    this.#timer.unref();
  }

  /** One pass; null when another instance's pass was running. */
  runOnce(): Promise<ErasedCounts | null> {
    this.#running ??= this.#pass().finally(() => (this.#running = undefined));
    return this.#running;
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#running;
  }

  async #pass(): Promise<ErasedCounts | null> {
    const { db, logger, now: clock, daysAfterMove } = this.#options;
    const now = clock();
    const cutoff = retentionCutoff(now, daysAfterMove);
    try {
      const counts = await db.transaction(async (tx) => {
        const lock = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [RETENTION_LOCK_KEY]);
        if (!lock.rows[0]?.locked) return null;
        return {
          ...(await erasePersonalData(tx, { moveDayBefore: cutoff }, now)),
          idempotencyKeys: await deleteExpiredIdempotencyKeys(tx, now),
          rateLimits: await deleteExpiredRateLimits(tx, now),
        };
      });
      if (counts && Object.values(counts).some((count) => count > 0)) logger.info('personal data past its retention erased', { moveDayBefore: cutoff, ...counts });
      return counts;
    } catch (error) {
      logger.error('retention pass failed; the next one tries again', { error });
      return null;
    }
  }
}
