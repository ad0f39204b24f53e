import { bodyParser } from '@koa/bodyparser';
import type { Context, Middleware } from 'koa';
import compose from 'koa-compose';
import { badRequest } from './errors.ts';

const BODY_REQUIRED = { code: 'BODY_REQUIRED', message: 'リクエスト本文（JSON オブジェクト）が必要です。', field: null };

function isJsonObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when the text is missing or blank: nothing was sent. */
function isBlank(text: unknown): boolean {
  return typeof text !== 'string' || text.trim() === '';
}

/** The parser refuses a blank body as malformed JSON (its error carries the text read): it is a missing body. */
function onParseError(error: Error & { body?: unknown }, _ctx: Context): never {
  if (typeof error.body === 'string' && isBlank(error.body)) throw badRequest([BODY_REQUIRED]);
  throw error;
}

/** Spec §7: post bodies are required, and they are JSON objects. */
const requireObject: Middleware = async (ctx, next) => {
  // The parser reads an empty body as `{}`; its raw text tells that nothing was sent.
  const raw = (ctx.request as { rawBody?: unknown }).rawBody;
  if (ctx.method === 'POST' && (isBlank(raw) || !ctx.is('application/json') || !isJsonObject(ctx.request.body))) {
    throw badRequest([BODY_REQUIRED]);
  }
  await next();
};

/**
 * Parses a JSON body of at most `limit` (larger: 413) and requires every POST to carry a JSON
 * object; an empty, blank or non-object body answers 400 BODY_REQUIRED.
 */
export function requireJsonBody({ limit }: { limit: string }): Middleware {
  return compose<Parameters<Middleware>[0]>([bodyParser({ enableTypes: ['json'], jsonLimit: limit, encoding: 'utf-8', onError: onParseError }), requireObject]);
}
