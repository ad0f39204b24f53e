import type Router from '@koa/router';
import type { Middleware } from 'koa';
import compose from 'koa-compose';
import type { AppDeps } from './app-deps.ts';
import { compressJson } from './http/compress-json.ts';
import { csrfProtection } from './http/csrf.ts';
import { notFound } from './http/errors.ts';
import { rateLimitWrites } from './http/rate-limit.ts';
import { requireJsonBody } from './http/require-json-body.ts';
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
    csrfProtection({ secret: deps.config.secret }),
    rateLimitWrites(deps),
    requireJsonBody({ limit: '256kb' }),
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
