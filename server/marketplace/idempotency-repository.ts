import type { Queryable } from '../db/database.ts';

/** The answer stored for an idempotency key: the hash of the request it was bound to, and the response. */
export interface StoredAnswer<B> {
  requestHash: string;
  status: number;
  body: B;
}

/** Where an answer is kept: the call, the visitor who sent it (a hash) and the key. */
export interface StoredKey {
  scope: string;
  owner: string;
  key: string;
}

/**
 * Tries the transaction-scoped advisory lock of a key (`id`: scope, owner and key) without waiting: true
 * when the caller's transaction now holds it until it ends, false when a transaction of any
 * instance holds it, i.e. a request with this key is being written right now.
 */
export async function tryKeyLock(tx: Queryable, id: string): Promise<boolean> {
  const { rows } = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0)) AS locked', [id]);
  return rows[0]?.locked === true;
}

/** The answer stored for the key within the last 24 hours, if any. Read under the key's lock (`tryKeyLock`). */
export async function storedAnswer<B>(tx: Queryable, { scope, owner, key }: StoredKey): Promise<StoredAnswer<B> | undefined> {
  const { rows } = await tx.query<{ request_hash: string; response_status: number; response_body: B }>(
    `SELECT request_hash, response_status, response_body FROM idempotency_keys
      WHERE scope = $1 AND owner = $2 AND key = $3 AND created_at > now() - interval '24 hours'`,
    [scope, owner, key],
  );
  const row = rows[0];
  return row && { requestHash: row.request_hash, status: row.response_status, body: row.response_body };
}

/**
 * Stores the answer of the key in the caller's transaction, the one that made the write, so the
 * answer exists exactly when the write does. A row older than 24 hours for the same key is replaced.
 */
export async function storeAnswer(tx: Queryable, { scope, owner, key }: StoredKey, answer: StoredAnswer<unknown>): Promise<void> {
  await tx.query(
    `INSERT INTO idempotency_keys (scope, owner, key, request_hash, response_status, response_body)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb)
     ON CONFLICT (scope, owner, key) DO UPDATE SET request_hash = EXCLUDED.request_hash,
       response_status = EXCLUDED.response_status, response_body = EXCLUDED.response_body, created_at = now()`,
    [scope, owner, key, answer.requestHash, answer.status, JSON.stringify(answer.body)],
  );
}
