import type { Context, Middleware } from 'koa';
import type { AppDeps } from '../app-deps.ts';
import { ApiError } from './errors.ts';
import { databaseWriteLimiter } from './rate-limit-store.ts';

/** The calls that write (spec §7): estimate, reservation, quick booking, alliance request, e-mail check. */
export const RATE_LIMITED_WRITES: ReadonlySet<string> = new Set([
  '/api/estimate/',
  '/api/reservation/reserve/',
  '/api/kantan-yoyaku/reserve/',
  '/api/alliances-request/',
  '/api/email/',
]);

const TOO_MANY_WRITES = { code: 'TOO_MANY_REQUESTS', message: '短時間に送信が集中しています。しばらく待ってから再度お試しください。', field: null };

/**
 * The client's address: behind a trusted proxy (TRUST_PROXY=1), the last X-Forwarded-For entry,
 * the one our proxy appended (entries before it are whatever the client sent); else the peer.
 */
function clientAddress(ctx: Context, trustProxy: boolean): string {
  const address = (trustProxy ? ctx.ips.at(-1) : undefined) ?? ctx.socket.remoteAddress ?? 'unknown';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/**
 * Counts every write against its client address, in the store all instances share; over the
 * limit it answers 429 with `Retry-After` (seconds) and the error shape. Other calls pass untouched.
 */
export function rateLimitWrites(deps: AppDeps): Middleware {
  const limiter = deps.writeLimiter ?? databaseWriteLimiter(deps.db, deps.config.writeLimit);
  const { trustProxy } = deps.config;
  return async (ctx, next) => {
    if (ctx.method !== 'POST' || !RATE_LIMITED_WRITES.has(ctx.path)) return next();
    const retryAfter = await limiter.take(clientAddress(ctx, trustProxy));
    if (retryAfter !== null) {
      ctx.set('Retry-After', String(retryAfter));
      throw new ApiError(429, [TOO_MANY_WRITES]);
    }
    await next();
  };
}
