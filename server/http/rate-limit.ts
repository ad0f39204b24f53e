import type { Context, Middleware } from 'koa';
import { pathsOfBudget, type ApiContract } from '../../domain/api/contract.ts';
import { ApiError } from './errors.ts';
import type { ClientLimiter, RateLimiters } from './rate-limit-store.ts';

/** The path patterns of an API's routes by the budget they count against, as its contract declares them (domain/api/contract.ts). */
export interface RouteBudgets {
  /**
   * The routes that write (spec §7): estimate, reservation, quick booking, alliance request, e-mail
   * check, a company's answers to its lead; and every call that opens a private link (the visitor's
   * page, the company's lead page), counted like a write so links cannot be tried in bulk.
   */
  writes: ReadonlySet<string>;
  /** Counted against no budget: load balancers and orchestrators poll them all the time. */
  unlimited: ReadonlySet<string>;
}

export function routeBudgetsOf(contract: ApiContract): RouteBudgets {
  return { writes: pathsOfBudget('writes', contract), unlimited: pathsOfBudget('none', contract) };
}

const TOO_MANY_REQUESTS = { code: 'TOO_MANY_REQUESTS', message: /*i18n*/ '短時間に送信が集中しています。しばらく待ってから再度お試しください。', field: null };

/**
 * The client's address: behind a trusted proxy (TRUST_PROXY=1), the last X-Forwarded-For entry,
 * the one our proxy appended (entries before it are whatever the client sent); else the peer.
 */
export function clientAddress(ctx: Context, trustProxy: boolean): string {
  const address = (trustProxy ? ctx.ips.at(-1) : undefined) ?? ctx.socket.remoteAddress ?? 'unknown';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/**
 * The budget a call to `route` (the path pattern of the route that answers it; null for a method
 * the path does not take) counts against, if any.
 */
function budgetOf(limiters: RateLimiters, budgets: RouteBudgets, route: string | null): ClientLimiter | null {
  if (route !== null && budgets.writes.has(route)) return limiters.writes;
  return route !== null && budgets.unlimited.has(route) ? null : limiters.reads;
}

/** Answers 429 with `Retry-After` (seconds) and the error shape when `limiter` refuses `key`. */
export async function takeOrRefuse(ctx: Context, limiter: ClientLimiter, key: string): Promise<void> {
  const retryAfter = await limiter.take(key);
  if (retryAfter === null) return;
  ctx.set('Retry-After', String(retryAfter));
  throw new ApiError(429, [TOO_MANY_REQUESTS]);
}

/**
 * Counts every API call against its client address, in the store all instances share (the reads
 * in batches, server/http/batched-limiter.ts): the writes against one budget, every other call but
 * the health checks against another (`budgets`). `routeOf` names the
 * route that will answer (its path pattern, never the raw path), so no spelling of a path escapes
 * its budget. Over a budget it answers 429 with `Retry-After` and the error shape.
 */
export function rateLimits(
  limiters: RateLimiters,
  { trustProxy }: { trustProxy: boolean },
  budgets: RouteBudgets,
  routeOf: (ctx: Context) => string | null,
): Middleware {
  return async (ctx, next) => {
    const limiter = budgetOf(limiters, budgets, routeOf(ctx));
    if (limiter) await takeOrRefuse(ctx, limiter, clientAddress(ctx, trustProxy));
    await next();
  };
}
