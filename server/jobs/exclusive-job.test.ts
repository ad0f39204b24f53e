import { describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../db/database.ts';
import { createLogger, type Logger } from '../logger.ts';
import type { JobOutcome } from '../metrics/metrics.ts';
import { ExclusiveJob } from './exclusive-job.ts';

const NOW = new Date('2026-12-01T00:00:00Z');

/** A database whose job lock is free or held elsewhere, recording what each transaction did. */
function fakeDatabase(lockFree: boolean): { db: Database; log: string[] } {
  const log: string[] = [];
  const tx: Queryable = {
    async query<R>(text: string) {
      log.push(text.startsWith('SELECT pg_try_advisory_xact_lock') ? 'try lock' : text.startsWith('INSERT INTO job_runs') ? 'record success' : text);
      return { rows: [{ locked: lockFree }] as R[], rowCount: 1 };
    },
    exec: async () => undefined,
  };
  const db = {
    kind: 'pglite',
    query: tx.query,
    exec: tx.exec,
    async transaction<T>(fn: (inner: Queryable) => Promise<T>): Promise<T> {
      log.push('begin');
      try {
        const result = await fn(tx);
        log.push('commit');
        return result;
      } catch (error) {
        log.push('rollback');
        throw error;
      }
    },
    listen: async () => undefined,
    close: async () => undefined,
  } satisfies Database;
  return { db, log };
}

function job(db: Database, pass: (tx: Queryable) => Promise<{ done: number }>, logger: Logger = createLogger('silent')) {
  const committed: { done: number }[] = [];
  const outcomes: JobOutcome[] = [];
  const exclusive = new ExclusiveJob({
    name: 'retention', observe: (outcome) => outcomes.push(outcome),
    db, logger, now: () => NOW, lockKey: 1, intervalMs: 60_000, failureMessage: 'pass failed',
    pass,
    afterCommit: (result) => committed.push(result),
  });
  return { exclusive, committed, outcomes };
}

describe('ExclusiveJob', () => {
  it('runs its pass in the transaction that holds the lock, records its success there, then what follows the commit', async () => {
    const { db, log } = fakeDatabase(true);
    const { exclusive, committed, outcomes } = job(db, async (tx) => {
      await tx.query('UPDATE things');
      return { done: 2 };
    });
    expect(await exclusive.runOnce()).toEqual({ done: 2 });
    expect(log).toEqual(['begin', 'try lock', 'UPDATE things', 'record success', 'commit']);
    expect(committed).toEqual([{ done: 2 }]);
    expect(outcomes).toEqual(['success']);
  });

  it('does nothing while another instance holds the lock', async () => {
    const { db, log } = fakeDatabase(false);
    const { exclusive, committed, outcomes } = job(db, async () => ({ done: 1 }));
    expect(await exclusive.runOnce()).toBeNull();
    expect(log).toEqual(['begin', 'try lock', 'commit']);
    expect(committed).toEqual([]);
    expect(outcomes).toEqual(['skipped']);
  });

  it('is one pass at a time in this instance: a pass asked for while one runs is that pass', async () => {
    const { db } = fakeDatabase(true);
    let passes = 0;
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const { exclusive } = job(db, async () => {
      passes++;
      await gate;
      return { done: passes };
    });
    const first = exclusive.runOnce();
    const second = exclusive.runOnce();
    finish();
    expect(await first).toEqual({ done: 1 });
    expect(await second).toEqual({ done: 1 });
    expect(await exclusive.runOnce()).toEqual({ done: 2 });
  });

  it('logs a failed pass, rolls it back and answers null; the next pass runs afresh', async () => {
    const { db, log } = fakeDatabase(true);
    const errors: string[] = [];
    const logger = { ...createLogger('silent'), error: (msg: string) => void errors.push(msg) };
    let fail = true;
    const { exclusive, committed, outcomes } = job(db, async () => {
      if (fail) throw new Error('boom');
      return { done: 1 };
    }, logger);
    expect(await exclusive.runOnce()).toBeNull();
    expect(errors).toEqual(['pass failed']);
    expect(log.at(-1)).toBe('rollback');
    fail = false;
    expect(await exclusive.runOnce()).toEqual({ done: 1 });
    expect(committed).toEqual([{ done: 1 }]);
    expect(outcomes).toEqual(['failure', 'success']);
  });
});
