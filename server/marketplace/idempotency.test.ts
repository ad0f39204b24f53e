import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { openDatabase } from '../db/open.ts';
import { conflict, Refusal, type FieldError } from '../errors/refusal.ts';
import { REFUSAL_STATUS } from '../http/refusal-status.ts';
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

/** The refusal a write was rejected with, as the client is answered: its HTTP status and errors. */
async function rejection(promise: Promise<unknown>): Promise<{ status: number; errors: FieldError[] }> {
  const error = await promise.then(
    () => new Error('expected a rejection'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof Refusal)) throw error;
  return { status: REFUSAL_STATUS[error.kind], errors: error.errors };
}

describe('IdempotentWrites', () => {
  it('writes once per key and answers a retry with the stored response', async () => {
    const writes = new IdempotentWrites(db);
    const before = await count();
    const first = await writes.run({ scope: 's', owner: 'v', key: 'k-1', request: { a: 1 } }, writer('one'));
    const again = await writes.run({ scope: 's', owner: 'v', key: 'k-1', request: { a: 1 } }, writer('one'));
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await count()).toBe(before + 1);
  });

  it('answers 422 for the same key with another request, and scopes keys', async () => {
    const writes = new IdempotentWrites(db);
    await writes.run({ scope: 's', owner: 'v', key: 'k-2', request: { a: 1 } }, writer('two'));
    expect((await rejection(writes.run({ scope: 's', owner: 'v', key: 'k-2', request: { a: 2 } }, writer('x')))).status).toBe(422);
    const otherScope = await writes.run({ scope: 't', owner: 'v', key: 'k-2', request: { a: 2 } }, writer('three'));
    expect(otherScope.replayed).toBe(false);
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const writes = new IdempotentWrites(db);
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = writes.run({ scope: 's', owner: 'v', key: 'k-3', request: {} }, async (tx) => {
      await gate;
      return writer('slow')(tx);
    });
    const second = await rejection(writes.run({ scope: 's', owner: 'v', key: 'k-3', request: {} }, writer('fast')));
    expect(second.status).toBe(409);
    expect(second.errors[0]!.code).toBe('IDEMPOTENCY_KEY_IN_FLIGHT');
    release();
    expect((await first).replayed).toBe(false);
  });

  it('stores nothing when the write fails, so its retry runs', async () => {
    const writes = new IdempotentWrites(db);
    const failing = writes.run({ scope: 's', owner: 'v', key: 'k-4', request: {} }, async (tx) => {
      await tx.query('INSERT INTO writes (note) VALUES ($1)', ['lost']);
      throw conflict('X', 'x');
    });
    expect((await rejection(failing)).status).toBe(409);
    const retry = await writes.run({ scope: 's', owner: 'v', key: 'k-4', request: {} }, writer('four'));
    expect(retry.replayed).toBe(false);
    expect((await db.query('SELECT 1 FROM writes WHERE note = $1', ['lost'])).rows).toEqual([]);
  });

  it('forgets keys after 24 hours and refuses malformed keys', async () => {
    const writes = new IdempotentWrites(db);
    await writes.run({ scope: 's', owner: 'v', key: 'k-5', request: {} }, writer('five'));
    await db.query("UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = 'k-5'");
    expect((await writes.run({ scope: 's', owner: 'v', key: 'k-5', request: { b: 1 } }, writer('five again'))).replayed).toBe(false);
    expect((await rejection(writes.run({ scope: 's', owner: 'v', key: 'has space', request: {} }, writer('y')))).status).toBe(400);
  });

  it('replays a key only to its owner: another visitor with the same key and request gets a write of their own (issue 34)', async () => {
    const writes = new IdempotentWrites(db);
    const first = await writes.run({ scope: 's', owner: 'visitor-a', key: 'k-6', request: { a: 1 } }, writer('a'));
    const stranger = await writes.run({ scope: 's', owner: 'visitor-b', key: 'k-6', request: { a: 1 } }, writer('b'));
    expect(stranger).toMatchObject({ replayed: false, body: { note: 'b' } });
    expect(await writes.run({ scope: 's', owner: 'visitor-a', key: 'k-6', request: { a: 1 } }, writer('a'))).toEqual({ ...first, replayed: true });
    const { rows } = await db.query<{ owner: string }>("SELECT owner FROM idempotency_keys WHERE key = 'k-6'");
    expect(rows.map((row) => row.owner)).not.toContain('visitor-a');
  });

  it('keeps an answer\'s secret out of what it stores, and makes a new one for a replay', async () => {
    const writes = new IdempotentWrites(db);
    let issued = 0;
    const secrets = {
      kept: ({ secret: _secret, ...rest }: { note: string; secret: string }) => rest,
      replayed: async (_tx: Tx, kept: { note: string }) => ({ ...kept, secret: `secret-${++issued}` }),
    };
    const request = { scope: 's', owner: 'v', key: 'k-7', request: {} };
    const first = await writes.run(request, async () => ({ status: 200, body: { note: 'seven', secret: 'secret-0' } }), secrets);
    expect(first.body.secret).toBe('secret-0');
    const { rows } = await db.query<{ response_body: unknown }>("SELECT response_body FROM idempotency_keys WHERE key = 'k-7'");
    expect(rows).toEqual([{ response_body: { note: 'seven' } }]);
    expect((await writes.run(request, async () => { throw new Error('not written again'); }, secrets)).body).toEqual({ note: 'seven', secret: 'secret-1' });
  });
});
