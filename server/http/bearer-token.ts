import type { Context } from 'koa';

const BEARER = /^Bearer (\S+)$/;

/**
 * The private link's token a page sends as `Authorization: Bearer <token>` (never in a URL, so
 * never in a log); undefined when the request carries none.
 */
export function bearerToken(ctx: Context): string | undefined {
  return BEARER.exec(ctx.get('authorization'))?.[1];
}
