import type { Middleware } from 'koa';
import type { Logger } from '../logger.ts';

/** One JSON line per request: method, path, status and duration (the logger masks personal data). */
export function requestLog({ logger }: { logger: Logger }): Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info('request', { method: ctx.method, path: ctx.path, status: ctx.status, durationMs: Math.round(durationMs * 100) / 100 });
    }
  };
}
