import type { Middleware } from 'koa';
import type { Logger } from '../logger.ts';
import { ApiError } from './errors.ts';

const MESSAGES: Record<number, { code: string; message: string }> = {
  400: { code: 'BAD_REQUEST', message: 'リクエストの形式が正しくありません。' },
  404: { code: 'NOT_FOUND', message: 'お探しのページまたはデータは見つかりませんでした。' },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'この操作には対応していません。' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: '送信されたデータが大きすぎます。' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'JSON 形式で送信してください。' },
  500: { code: 'INTERNAL_ERROR', message: 'システムエラーが発生しました。時間をおいて再度お試しください。' },
};

/** HTTP status of a request whose method no route implements. */
const NOT_IMPLEMENTED = 501;

/**
 * Koa, the router and the body parser raise client errors carrying a 4xx `status`. The router
 * raises 501 for a method no route implements (TRACE, PROPFIND): the client's doing, answered 405.
 */
function clientStatus(error: unknown): number | null {
  const status = error instanceof Error ? (error as { status?: unknown }).status : undefined;
  if (status === NOT_IMPLEMENTED) return 405;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

/**
 * Every error thrown after it (it runs after the request log and the security headers) becomes the JSON error shape.
 * Client errors keep their status; anything else is a 500 with no details
 * (the stack goes to the log, never to the client).
 */
export function errorHandler({ logger }: { logger: Logger }): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (error instanceof ApiError) {
        ctx.status = error.status;
        ctx.body = { ...error.extra, errors: error.errors };
        return;
      }
      // Only our own messages reach the client, never the error's text.
      const status = clientStatus(error) ?? 500;
      const { code, message } = MESSAGES[status] ?? MESSAGES[400]!;
      ctx.status = status;
      ctx.body = { errors: [{ code, message, field: null }] };
      if (status === 500) logger.error('unhandled error', { method: ctx.method, path: ctx.path, error });
    }
  };
}
