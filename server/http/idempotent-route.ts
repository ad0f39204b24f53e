import type { Context } from 'koa';
import type { Queryable } from '../db/database.ts';
import type { AnswerSecrets, IdempotentWrites } from '../marketplace/idempotency.ts';
import { verifiedVisitor } from './csrf.ts';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * Answers a write call through `IdempotentWrites`: the key comes from the `Idempotency-Key`
 * header and is bound to the request body and to the visitor who sent it (what their CSRF token is
 * bound to); a replayed answer carries `Idempotent-Replayed: true`. `secrets` keeps an answer's
 * secret out of what is stored for replays.
 */
export async function answerIdempotentWrite<B, S = B>(
  ctx: Context,
  writes: IdempotentWrites,
  write: (tx: Queryable) => Promise<B>,
  { status = 200, secrets }: { status?: number; secrets?: AnswerSecrets<B, S> } = {},
): Promise<void> {
  const key = ctx.get(IDEMPOTENCY_KEY_HEADER);
  const outcome = await writes.run(
    { scope: `${ctx.method} ${ctx.path}`, owner: verifiedVisitor(ctx), key: key === '' ? undefined : key, request: ctx.request.body },
    async (tx) => ({ status, body: await write(tx) }),
    secrets,
  );
  ctx.status = outcome.status;
  ctx.body = outcome.body;
  if (outcome.replayed) ctx.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
}
