import { createHash } from 'node:crypto';
import { API_ERROR_CODES } from '../../domain/api/errors.ts';
import type { Database, Queryable } from '../db/database.ts';
import { conflict, invalid, Refusal } from '../errors/refusal.ts';
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
  /**
   * Who sent it: what the request's CSRF token is bound to (the visitor cookie, or the embedded
   * page's signed nonce). A key replays only to its owner; another visitor with the same key is
   * another key (issue 34). Kept as its SHA-256.
   */
  owner: string;
  /** The `Idempotency-Key` header; without one the write simply runs once. */
  key: string | undefined;
  /** The request the key is bound to (its body). */
  request: unknown;
}

/**
 * How an answer holding a secret (a capability of which only a hash is kept) is stored and replayed:
 * the stored copy leaves the secret out, and a replay makes a new one in the replay's transaction.
 */
export interface AnswerSecrets<B, S> {
  /** The answer as stored for replays, without its secret. */
  kept(body: B): S;
  /** The answer replayed from what was kept, with a new secret. */
  replayed(tx: Queryable, kept: S): Promise<B>;
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
 * A key is its owner's (the visitor who sent it): the same key from another visitor is another key.
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

  async run<B, S = B>(
    request: IdempotentRequest,
    write: (tx: Queryable) => Promise<WriteOutcome<B>>,
    secrets?: AnswerSecrets<B, S>,
  ): Promise<IdempotentOutcome<B>> {
    const { scope, key } = request;
    if (key === undefined) {
      const outcome = await this.#db.transaction(write);
      return { ...outcome, replayed: false };
    }
    if (!KEY_PATTERN.test(key)) throw invalid([{ ...IDEMPOTENCY_ERRORS.invalidKey, field: null }]);
    const owner = createHash('sha256').update(request.owner).digest('hex');
    const id = `${scope}\n${owner}\n${key}`;
    if (this.#running.has(id)) throw conflict(IDEMPOTENCY_ERRORS.inFlight.code, IDEMPOTENCY_ERRORS.inFlight.message);
    this.#running.add(id);
    try {
      const hash = requestHash(request.request);
      return await this.#db.transaction(async (tx) => {
        if (!(await tryKeyLock(tx, id))) throw conflict(IDEMPOTENCY_ERRORS.inFlight.code, IDEMPOTENCY_ERRORS.inFlight.message);
        const stored = { scope, owner, key };
        const first = await storedAnswer<S>(tx, stored);
        if (first) {
          if (first.requestHash !== hash) throw new Refusal('unprocessable', [{ ...IDEMPOTENCY_ERRORS.reused, field: null }]);
          const body = secrets ? await secrets.replayed(tx, first.body) : (first.body as unknown as B);
          return { status: first.status, body, replayed: true };
        }
        const outcome = await write(tx);
        await storeAnswer(tx, stored, { requestHash: hash, status: outcome.status, body: secrets ? secrets.kept(outcome.body) : outcome.body });
        return { ...outcome, replayed: false };
      });
    } finally {
      this.#running.delete(id);
    }
  }
}
