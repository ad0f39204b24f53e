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

/** Errors that Koa, the router and the body parser raise carry a status and `expose` for 4xx. */
function isHttpError(error: unknown): error is Error & { status: number; expose?: boolean } {
  return error instanceof Error && typeof (error as { status?: unknown }).status === 'number';
}

/**
 * The first middleware: every thrown error becomes the JSON error shape.
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
      const status = isHttpError(error) && error.expose && error.status < 500 ? error.status : 500;
      const { code, message } = MESSAGES[status] ?? MESSAGES[400]!;
      ctx.status = status;
      ctx.body = { errors: [{ code, message, field: null }] };
      if (status === 500) logger.error('unhandled error', { method: ctx.method, path: ctx.path, error });
    }
  };
}
