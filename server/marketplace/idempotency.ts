import { API_ERROR_CODES } from '../../domain/api/errors.ts';
import type { Database, Queryable } from '../db/database.ts';
import { ApiError, badRequest, conflict } from '../http/errors.ts';
import { storeAnswer, storedAnswer, tryKeyLock } from './idempotency-repository.ts';
import { requestHash } from './request-hash.ts';

/** What a write answers: the HTTP status and the JSON body. */
export interface WriteOutcome<B> {
  status: number;
  body: B;
}

/** A write's outcome, and whether it is the stored answer of an earlier request with the same key. */
export interface IdempotentOutcome<B> extends WriteOutcome<B> {
  replayed: boolean;
}

export interface IdempotentRequest {
  /** What the key is scoped to, e.g. 'POST /kantan-yoyaku/reserve/'. */
  scope: string;
  /** The `Idempotency-Key` header; without one the write simply runs once. */
  key: string | undefined;
  /** The request the key is bound to (its body). */
  request: unknown;
}

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export const IDEMPOTENCY_ERRORS = {
  invalidKey: { code: 'IDEMPOTENCY_KEY_INVALID', message: /*i18n*/ 'Idempotency-Key は 1〜200 文字の半角英数記号で指定してください。' },
  inFlight: { code: API_ERROR_CODES.idempotencyKeyInFlight, message: /*i18n*/ '同じリクエストを処理中です。しばらくしてから結果をご確認ください。' },
  reused: { code: 'IDEMPOTENCY_KEY_REUSED', message: /*i18n*/ 'この Idempotency-Key は別の内容のリクエストで使用済みです。' },
} as const;

/**
 * Runs writes so that a retry with the same `Idempotency-Key` within 24 hours answers the first
 * response and writes nothing again. The key, the request's hash and the response are stored in
 * the same transaction as the write, so either both exist or neither does.
 *
 * - same key, same request, first one done  → the stored response (`replayed: true`)
 * - same key, other request                 → 422 IDEMPOTENCY_KEY_REUSED
 * - same key while the first is still running → 409 IDEMPOTENCY_KEY_IN_FLIGHT
 *   (seen in this process by a set of running keys, and across processes by a
 *   transaction-scoped advisory lock on the key, tried without waiting)
 *
 * A write that fails (throws) rolls back and stores nothing, so its retry runs afresh.
 */
export class IdempotentWrites {
  readonly #db: Database;
  readonly #running = new Set<string>();

  constructor(db: Database) {
    this.#db = db;
  }

  async run<B>(request: IdempotentRequest, write: (tx: Queryable) => Promise<WriteOutcome<B>>): Promise<IdempotentOutcome<B>> {
    const { scope, key } = request;
    if (key === undefined) {
      const outcome = await this.#db.transaction(write);
      return { ...outcome, replayed: false };
    }
    if (!KEY_PATTERN.test(key)) throw badRequest([{ ...IDEMPOTENCY_ERRORS.invalidKey, field: null }]);
    const id = `${scope}\n${key}`;
    if (this.#running.has(id)) throw conflict(IDEMPOTENCY_ERRORS.inFlight.code, IDEMPOTENCY_ERRORS.inFlight.message);
    this.#running.add(id);
    try {
      const hash = requestHash(request.request);
      return await this.#db.transaction(async (tx) => {
        if (!(await tryKeyLock(tx, id))) throw conflict(IDEMPOTENCY_ERRORS.inFlight.code, IDEMPOTENCY_ERRORS.inFlight.message);
        const first = await storedAnswer<B>(tx, scope, key);
        if (first) {
          if (first.requestHash !== hash) throw new ApiError(422, [{ ...IDEMPOTENCY_ERRORS.reused, field: null }]);
          return { status: first.status, body: first.body, replayed: true };
        }
        const outcome = await write(tx);
        await storeAnswer(tx, scope, key, { requestHash: hash, ...outcome });
        return { ...outcome, replayed: false };
      });
    } finally {
      this.#running.delete(id);
    }
  }
}
