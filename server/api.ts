import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import type { AppDeps } from './app-deps.ts';
import { csrfProtection } from './http/csrf.ts';
import { badRequest, notFound } from './http/errors.ts';
import { healthRouter } from './routes/health.ts';

/** The JSON API under /api/ (spec §7): body parsing, CSRF, then one router per feature. */
export function apiRouter(deps: AppDeps): Router {
  const api = new Router({ prefix: '/api' });
  api.use(csrfProtection({ secret: deps.config.secret }));
  api.use(bodyParser({ enableTypes: ['json'], jsonLimit: '256kb', encoding: 'utf-8' }));
  api.use(async (ctx, next) => {
    // Spec §7: post bodies are required, and they are JSON objects.
    const body: unknown = ctx.request.body;
    if (ctx.method === 'POST' && (typeof body !== 'object' || body === null || Array.isArray(body) || !ctx.is('application/json'))) {
      throw badRequest([{ code: 'BODY_REQUIRED', message: 'リクエスト本文（JSON オブジェクト）が必要です。', field: null }]);
    }
    await next();
  });

  for (const router of [healthRouter(deps)]) {
    api.use(router.routes(), router.allowedMethods({ throw: true }));
  }

  api.all('/{*rest}', () => {
    throw notFound();
  });
  return api;
}
