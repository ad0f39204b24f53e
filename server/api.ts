import Router from '@koa/router';
import type { Middleware } from 'koa';
import compose from 'koa-compose';
import type { ApiDeps } from './app-deps.ts';
import { csrfSubjectOf, signedEmbedWrites } from './embed/signed-writes.ts';
import { compressJson } from './http/compress-json.ts';
import { csrfProtection } from './http/csrf.ts';
import { notFound } from './http/errors.ts';
import { rateLimitWrites } from './http/rate-limit.ts';
import { requireJsonBody } from './http/require-json-body.ts';
import { addHealthRoutes } from './routes/health.ts';
import { addAlliancesRoutes } from './routes/alliances.ts';
import { addCompaniesRoutes } from './routes/companies.ts';
import { addEstimateRoutes } from './routes/estimate.ts';
import { addKantanYoyakuRoutes } from './routes/kantan-yoyaku.ts';
import { addReservationRoutes } from './routes/reservation.ts';
import { addCitiesRoutes } from './routes/cities.ts';
import { addDistrictsRoutes } from './routes/districts.ts';
import { addEmailRoutes } from './routes/email.ts';
import { addHolidaysRoutes } from './routes/holidays.ts';
import { addLocationRoutes } from './routes/location.ts';
import { addNimotsuRoutes } from './routes/nimotsu.ts';
import { addPostalRoutes } from './routes/postal.ts';

/** The feature routes, each adding its own paths (without the /api prefix) to the API's one router. */
const FEATURE_ROUTES: readonly ((router: Router, deps: ApiDeps) => void)[] = [
  addHealthRoutes,
  addAlliancesRoutes,
  addCompaniesRoutes,
  addEstimateRoutes,
  addKantanYoyakuRoutes,
  addReservationRoutes,
  addCitiesRoutes,
  addDistrictsRoutes,
  addEmailRoutes,
  addHolidaysRoutes,
  addLocationRoutes,
  addNimotsuRoutes,
  addPostalRoutes,
];

/** One router for every API path: a request is matched once, not tried against a router per feature. */
function apiRouter(deps: ApiDeps): Router {
  const router = new Router({ prefix: '/api' });
  for (const addRoutes of FEATURE_ROUTES) addRoutes(router, deps);
  return router;
}

/** Runs `middleware` only for requests that carry a body (reads have none to parse or check). */
function forWrites(middleware: Middleware): Middleware {
  return (ctx, next) => (ctx.method === 'GET' || ctx.method === 'HEAD' ? next() : middleware(ctx, next));
}

/** The JSON API under /api/ (spec §7): CSRF, body parsing, compressed answers, the feature routers, then a JSON 404. */
export function apiMiddleware(deps: ApiDeps): Middleware {
  const router = apiRouter(deps);
  const chain = compose<Parameters<Middleware>[0]>([
    csrfProtection({ secret: deps.config.secret, subjectOf: csrfSubjectOf }),
    rateLimitWrites(deps),
    forWrites(requireJsonBody({ limit: '256kb' })),
    signedEmbedWrites(deps),
    compressJson,
    router.routes() as Middleware,
    router.allowedMethods({ throw: true }) as Middleware,
  ]);
  return async (ctx, next) => {
    if (ctx.path !== '/api' && !ctx.path.startsWith('/api/')) return next();
    await chain(ctx, async () => undefined);
    // Nothing answered: an unknown API path gets a JSON 404, never the HTML one.
    if (ctx.status === 404 && ctx.body == null) throw notFound();
  };
}
