import type { Context } from 'koa';
import type { Queryable } from '../db/database.ts';
import type { IdempotentWrites } from '../marketplace/idempotency.ts';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * Answers a write call through `IdempotentWrites`: the key comes from the `Idempotency-Key`
 * header and is bound to the request body; a replayed answer carries `Idempotent-Replayed: true`.
 */
export async function answerIdempotentWrite<B>(
  ctx: Context,
  writes: IdempotentWrites,
  write: (tx: Queryable) => Promise<B>,
  status = 200,
): Promise<void> {
  const key = ctx.get(IDEMPOTENCY_KEY_HEADER);
  const outcome = await writes.run(
    { scope: `${ctx.method} ${ctx.path}`, key: key === '' ? undefined : key, request: ctx.request.body },
    async (tx) => ({ status, body: await write(tx) }),
  );
  ctx.status = outcome.status;
  ctx.body = outcome.body;
  if (outcome.replayed) ctx.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
}
