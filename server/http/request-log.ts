import type { Middleware } from 'koa';
import type { Logger } from '../logger.ts';

const passThrough: Middleware = (_ctx, next) => next();

/**
 * One log line per request: method, path (never the query or body), status and duration.
 * When the level leaves request lines out, the middleware is a bare pass-through.
 */
export function requestLog({ logger }: { logger: Logger }): Middleware {
  if (!logger.isEnabled('info')) return passThrough;
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      logger.request({ method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round((performance.now() - started) * 100) / 100 });
    }
  };
}
