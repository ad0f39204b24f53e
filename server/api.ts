import { bodyParser } from '@koa/bodyparser';
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import compose from 'koa-compose';
import type { AppDeps } from './app-deps.ts';
import { csrfSubjectOf, signedEmbedWrites } from './embed/signed-writes.ts';
import { compressJson } from './http/compress-json.ts';
import { csrfProtection } from './http/csrf.ts';
import { badRequest, notFound } from './http/errors.ts';
import { healthRouter } from './routes/health.ts';
import { alliancesRouter } from './routes/alliances.ts';
import { companiesRouter } from './routes/companies.ts';
import { estimateRouter } from './routes/estimate.ts';
import { kantanYoyakuRouter } from './routes/kantan-yoyaku.ts';
import { reservationRouter } from './routes/reservation.ts';
import { citiesRouter } from './routes/cities.ts';
import { districtsRouter } from './routes/districts.ts';
import { emailRouter } from './routes/email.ts';
import { holidaysRouter } from './routes/holidays.ts';
import { locationRouter } from './routes/location.ts';
import { nimotsuRouter } from './routes/nimotsu.ts';
import { postalRouter } from './routes/postal.ts';

/** Spec §7: post bodies are required, and they are JSON objects. */
const requireJsonObjectBody: Middleware = async (ctx, next) => {
  const body: unknown = ctx.request.body;
  if (ctx.method === 'POST' && (typeof body !== 'object' || body === null || Array.isArray(body) || !ctx.is('application/json'))) {
    throw badRequest([{ code: 'BODY_REQUIRED', message: 'リクエスト本文（JSON オブジェクト）が必要です。', field: null }]);
  }
  await next();
};

/** The feature routers; each adds its own paths (without the /api prefix). */
function featureRouters(deps: AppDeps): Router[] {
  return [
    healthRouter(deps),
    companiesRouter(deps),
    estimateRouter(deps),
    alliancesRouter(deps),
    reservationRouter(deps),
    kantanYoyakuRouter(deps),
    postalRouter(deps),
    citiesRouter(deps),
    districtsRouter(deps),
    locationRouter(deps),
    holidaysRouter(deps),
    nimotsuRouter(deps),
    emailRouter(deps),
  ];
}

/** The JSON API under /api/ (spec §7): CSRF, body parsing, compressed answers, the feature routers, then a JSON 404. */
export function apiMiddleware(deps: AppDeps): Middleware {
  const routing = featureRouters(deps).flatMap((router) => {
    router.prefix('/api');
    return [router.routes(), router.allowedMethods({ throw: true })] as Middleware[];
  });
  const chain = compose<Parameters<Middleware>[0]>([
    csrfProtection({ secret: deps.config.secret, subjectOf: csrfSubjectOf }),
    bodyParser({ enableTypes: ['json'], jsonLimit: '256kb', encoding: 'utf-8' }),
    signedEmbedWrites(deps),
    requireJsonObjectBody,
    compressJson,
    ...routing,
  ]);
  return async (ctx, next) => {
    if (ctx.path !== '/api' && !ctx.path.startsWith('/api/')) return next();
    await chain(ctx, async () => undefined);
    // Nothing answered: an unknown API path gets a JSON 404, never the HTML one.
    if (ctx.status === 404 && ctx.body == null) throw notFound();
  };
}
