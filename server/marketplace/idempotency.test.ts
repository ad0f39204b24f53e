import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { openDatabase } from '../db/open.ts';
import { ApiError } from '../http/errors.ts';
import { IdempotentWrites } from './idempotency.ts';

let db: Database;
beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite' });
  await db.query('CREATE TABLE writes (note text NOT NULL)');
}, 60_000);
afterAll(() => db.close());

type Tx = Parameters<Parameters<IdempotentWrites['run']>[1]>[0];
const count = async (on: Tx = db) => (await on.query<{ n: number }>('SELECT count(*)::int AS n FROM writes')).rows[0]!.n;

function writer(note: string) {
  return async (tx: Tx) => {
    await tx.query('INSERT INTO writes (note) VALUES ($1)', [note]);
    return { status: 200, body: { note, at: await count(tx) } };
  };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => new Error('expected a rejection'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw error;
  return error;
}

describe('IdempotentWrites', () => {
  it('writes once per key and answers a retry with the stored response', async () => {
    const writes = new IdempotentWrites(db);
    const before = await count();
    const first = await writes.run({ scope: 's', key: 'k-1', request: { a: 1 } }, writer('one'));
    const again = await writes.run({ scope: 's', key: 'k-1', request: { a: 1 } }, writer('one'));
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await count()).toBe(before + 1);
  });

  it('answers 422 for the same key with another request, and scopes keys', async () => {
    const writes = new IdempotentWrites(db);
    await writes.run({ scope: 's', key: 'k-2', request: { a: 1 } }, writer('two'));
    expect((await rejection(writes.run({ scope: 's', key: 'k-2', request: { a: 2 } }, writer('x')))).status).toBe(422);
    const otherScope = await writes.run({ scope: 't', key: 'k-2', request: { a: 2 } }, writer('three'));
    expect(otherScope.replayed).toBe(false);
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const writes = new IdempotentWrites(db);
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = writes.run({ scope: 's', key: 'k-3', request: {} }, async (tx) => {
      await gate;
      return writer('slow')(tx);
    });
    const second = await rejection(writes.run({ scope: 's', key: 'k-3', request: {} }, writer('fast')));
    expect(second.status).toBe(409);
    expect(second.errors[0]!.code).toBe('IDEMPOTENCY_KEY_IN_FLIGHT');
    release();
    expect((await first).replayed).toBe(false);
  });

  it('stores nothing when the write fails, so its retry runs', async () => {
    const writes = new IdempotentWrites(db);
    const failing = writes.run({ scope: 's', key: 'k-4', request: {} }, async (tx) => {
      await tx.query('INSERT INTO writes (note) VALUES ($1)', ['lost']);
      throw new ApiError(409, [{ code: 'X', message: 'x', field: null }]);
    });
    expect((await rejection(failing)).status).toBe(409);
    const retry = await writes.run({ scope: 's', key: 'k-4', request: {} }, writer('four'));
    expect(retry.replayed).toBe(false);
    expect((await db.query('SELECT 1 FROM writes WHERE note = $1', ['lost'])).rows).toEqual([]);
  });

  it('forgets keys after 24 hours and refuses malformed keys', async () => {
    const writes = new IdempotentWrites(db);
    await writes.run({ scope: 's', key: 'k-5', request: {} }, writer('five'));
    await db.query("UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = 'k-5'");
    expect((await writes.run({ scope: 's', key: 'k-5', request: { b: 1 } }, writer('five again'))).replayed).toBe(false);
    expect((await rejection(writes.run({ scope: 's', key: 'has space', request: {} }, writer('y')))).status).toBe(400);
  });
});
