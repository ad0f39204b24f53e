import { bodyParser } from '@koa/bodyparser';
import type { Context, Middleware } from 'koa';
import compose from 'koa-compose';
import { badRequest } from './errors.ts';

const BODY_REQUIRED = { code: 'BODY_REQUIRED', message: /*i18n*/ 'リクエスト本文（JSON オブジェクト）が必要です。', field: null };
const BODY_TOO_DEEP = { code: 'BODY_TOO_DEEP', message: /*i18n*/ 'リクエスト本文の入れ子が深すぎます。', field: null };

/**
 * The deepest nesting a body may have. Every request of spec §7 nests at most 5 levels; a body
 * nested thousands of levels deep (well inside the size limit) would overflow the stack of any
 * recursive walk over it (request hashing, cache keys) and end in a 500.
 */
export const MAX_BODY_DEPTH = 32;

/** Whether `value` nests arrays and objects deeper than `max` levels, walked without recursion. */
export function isNestedDeeperThan(value: unknown, max: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= max) return true;
    for (const child of Object.values(current)) pending.push({ value: child, depth: depth + 1 });
  }
  return false;
}

function isJsonObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when the text is missing or blank: nothing was sent. */
function isBlank(text: unknown): boolean {
  return typeof text !== 'string' || text.trim() === '';
}

/**
 * The parser refuses a blank body as malformed JSON (its error carries the text read): it is a missing
 * body. A body that does not decode as its `Content-Encoding` (gzip, deflate, br) fails in zlib with an
 * error of no HTTP status: the client's bytes are malformed, a 400 like malformed JSON.
 */
function onParseError(error: Error & { body?: unknown; status?: unknown }, _ctx: Context): never {
  if (typeof error.body === 'string' && isBlank(error.body)) throw badRequest([BODY_REQUIRED]);
  if (typeof error.status !== 'number') throw Object.assign(error, { status: 400 });
  throw error;
}

/** Spec §7: post bodies are required, and they are JSON objects. */
const requireObject: Middleware = async (ctx, next) => {
  // The parser reads an empty body as `{}`; its raw text tells that nothing was sent.
  const raw = (ctx.request as { rawBody?: unknown }).rawBody;
  if (ctx.method === 'POST' && (isBlank(raw) || !ctx.is('application/json') || !isJsonObject(ctx.request.body))) {
    throw badRequest([BODY_REQUIRED]);
  }
  if (isNestedDeeperThan(ctx.request.body, MAX_BODY_DEPTH)) throw badRequest([BODY_TOO_DEEP]);
  await next();
};

/**
 * Parses a JSON body of at most `limit` (larger: 413) and requires every POST to carry a JSON
 * object; an empty, blank or non-object body answers 400 BODY_REQUIRED, one nested deeper than
 * MAX_BODY_DEPTH 400 BODY_TOO_DEEP.
 */
export function requireJsonBody({ limit }: { limit: string }): Middleware {
  return compose<Parameters<Middleware>[0]>([bodyParser({ enableTypes: ['json'], jsonLimit: limit, encoding: 'utf-8', onError: onParseError }), requireObject]);
}
