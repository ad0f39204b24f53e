import type { Context, Middleware } from 'koa';
import type { ApiFieldError } from '../../domain/api/errors.ts';
import { translateMessage } from '../../domain/i18n/message.ts';
import { translatorFor } from '../../domain/i18n/translators.ts';
import { Refusal, type FieldError } from '../errors/refusal.ts';
import type { Logger } from '../logger.ts';
import { ApiError } from './errors.ts';
import { answerLanguage } from './language.ts';
import { REFUSAL_STATUS } from './refusal-status.ts';
import { setRefusalCode } from './request-state.ts';

const MESSAGES: Record<number, FieldError> = {
  400: { code: 'BAD_REQUEST', message: /*i18n*/ 'リクエストの形式が正しくありません。', field: null },
  404: { code: 'NOT_FOUND', message: /*i18n*/ 'お探しのページまたはデータは見つかりませんでした。', field: null },
  405: { code: 'METHOD_NOT_ALLOWED', message: /*i18n*/ 'この操作には対応していません。', field: null },
  413: { code: 'PAYLOAD_TOO_LARGE', message: /*i18n*/ '送信されたデータが大きすぎます。', field: null },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: /*i18n*/ 'JSON 形式で送信してください。', field: null },
  500: { code: 'INTERNAL_ERROR', message: /*i18n*/ 'システムエラーが発生しました。時間をおいて再度お試しください。', field: null },
};

/** The errors as the client reads them: each message in the request's language (the answer varies by Accept-Language). */
function answeredErrors(ctx: Context, errors: readonly FieldError[]): ApiFieldError[] {
  const translator = translatorFor(answerLanguage(ctx));
  return errors.map((error) => ({ ...error, message: translateMessage(translator, error.message) }));
}

/** Answers a refusal or an ApiError: its status, and a body of its errors (plus a refusal's extra fields). */
function answerRefused(ctx: Context, status: number, errors: readonly FieldError[], extra: Record<string, unknown> = {}): void {
  ctx.status = status;
  if (errors[0]) setRefusalCode(ctx, errors[0].code);
  ctx.body = { ...extra, errors: answeredErrors(ctx, errors) };
}

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
 * Every error thrown after it (it runs after the request log and the security headers) becomes the JSON error shape,
 * its messages in the request's language (server/http/language.ts; `code` and `field` are the same in every language).
 * A service's refusal is answered with the status of its kind, an ApiError and other client errors with their own;
 * anything else is a 500 with no details (the stack goes to the log, never to the client).
 */
export function errorHandler({ logger }: { logger: Logger }): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (error instanceof Refusal) return answerRefused(ctx, REFUSAL_STATUS[error.kind], error.errors, error.extra);
      if (error instanceof ApiError) return answerRefused(ctx, error.status, error.errors);
      // Only our own messages reach the client, never the error's text.
      const status = clientStatus(error) ?? 500;
      ctx.status = status;
      ctx.body = { errors: answeredErrors(ctx, [MESSAGES[status] ?? MESSAGES[400]!]) };
      if (status === 500) logger.error('unhandled error', { method: ctx.method, path: ctx.path, error });
    }
  };
}
