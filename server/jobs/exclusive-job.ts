import type { Clock } from '../clock.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import type { JobName, JobOutcome } from '../metrics/metrics.ts';
import { recordJobSuccess } from './job-run-repository.ts';
import { tryJobLock } from './job-lock-repository.ts';

export interface ExclusiveJobOptions<R extends object> {
  /** The job's name in job_runs and the metrics. */
  name: JobName;
  db: Database;
  logger: Logger;
  now: Clock;
  /** The advisory lock the instances take turns on (one key per job). */
  lockKey: number;
  /** How often each instance runs a pass, after the one at start. */
  intervalMs: number;
  /** The log line of a pass that failed. */
  failureMessage: string;
  /** The pass itself, inside the transaction that holds the lock: all of it commits or none. */
  pass(tx: Queryable, now: Date): Promise<R>;
  /** What follows a committed pass in this instance (its log line, telling the caches). */
  afterCommit(result: R, now: Date): void;
  /** Told how each pass of this instance ended (the metrics count them). */
  observe?(outcome: JobOutcome): void;
}

/**
 * A job every instance runs at start and every `intervalMs`, one pass at a time: in this instance a
 * pass asked for while one runs is that pass, and across instances a pass is one transaction that
 * first tries the job's advisory lock without waiting, so while another instance's pass holds it
 * this one does nothing. A pass that fails rolls back and is logged; the next one tries again.
 */
export class ExclusiveJob<R extends object> {
  readonly #options: ExclusiveJobOptions<R>;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<R | null> | undefined;

  constructor(options: ExclusiveJobOptions<R>) {
    this.#options = options;
  }

  start(): void {
    void this.runOnce();
    this.#timer = setInterval(() => void this.runOnce(), this.#options.intervalMs);
    this.#timer.unref();
  }

  /** One pass: what it did; null when another instance's pass held the lock, or the pass failed. */
  runOnce(): Promise<R | null> {
    this.#running ??= this.#pass().finally(() => (this.#running = undefined));
    return this.#running;
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#running;
  }

  async #pass(): Promise<R | null> {
    const { name, db, logger, lockKey, failureMessage, pass, afterCommit, observe } = this.#options;
    const now = this.#options.now();
    try {
      const result = await db.transaction(async (tx) => {
        if (!(await tryJobLock(tx, lockKey))) return null;
        const done = await pass(tx, now);
        // Stored with the pass: every instance's metrics then show when the job last ran, wherever it ran.
        await recordJobSuccess(tx, name, now);
        return done;
      });
      observe?.(result === null ? 'skipped' : 'success');
      if (result !== null) afterCommit(result, now);
      return result;
    } catch (error) {
      observe?.('failure');
      logger.error(failureMessage, { error });
      return null;
    }
  }
}
