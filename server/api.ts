import Router from '@koa/router';
import type { Middleware } from 'koa';
import compose from 'koa-compose';
import { csrfSubjectOf, signedEmbedWrites } from './embed/signed-writes.ts';
import { notFound } from './errors/refusal.ts';
import { compressJson } from './http/compress-json.ts';
import { csrfProtection } from './http/csrf.ts';
import { rateLimits, type RouteBudgets } from './http/rate-limit.ts';
import { apiRouteOf, setApiRoute } from './http/request-state.ts';
import { requireJsonBody } from './http/require-json-body.ts';
import { addHealthRoutes } from './routes/health.ts';
import { addAlliancesRoutes } from './routes/alliances.ts';
import { addCompaniesRoutes } from './routes/companies.ts';
import { addEstimateRoutes } from './routes/estimate.ts';
import { addQuickBookingRoutes } from './routes/quick-booking.ts';
import { addLeadRoutes } from './routes/lead.ts';
import { addReservationRoutes } from './routes/reservation.ts';
import { addCitiesRoutes } from './routes/cities.ts';
import { addDistrictsRoutes } from './routes/districts.ts';
import { addEmailRoutes } from './routes/email.ts';
import { addHolidaysRoutes } from './routes/holidays.ts';
import { addLocationRoutes } from './routes/location.ts';
import { addMyMoveRoutes } from './routes/my-move.ts';
import { addBelongingsRoutes } from './routes/belongings.ts';
import { addPostalRoutes } from './routes/postal.ts';
import { API_PREFIX } from './routes/router-path.ts';
import { addReviewRoutes } from './routes/reviews.ts';
import { addWordingReportRoutes } from './routes/wording-reports.ts';
import { API_CONTRACT, type ApiContract } from '../domain/api/contract.ts';
import type { Services } from './services.ts';

/** A feature's routes: adds its own paths (without the /api prefix) to the API's one router. */
export type FeatureRoutes = (router: Router, services: Services) => void;

/** The feature routes, each adding its own paths (without the /api prefix) to the API's one router. */
const FEATURE_ROUTES: readonly FeatureRoutes[] = [
  addHealthRoutes,
  addAlliancesRoutes,
  addCompaniesRoutes,
  addEstimateRoutes,
  addQuickBookingRoutes,
  addLeadRoutes,
  addReservationRoutes,
  addCitiesRoutes,
  addDistrictsRoutes,
  addEmailRoutes,
  addHolidaysRoutes,
  addLocationRoutes,
  addMyMoveRoutes,
  addBelongingsRoutes,
  addPostalRoutes,
  addReviewRoutes,
  addWordingReportRoutes,
];

/**
 * An API: its routes as declared (the contract, which the rate budgets read) and the feature routes
 * that answer them. The product serves PRODUCT_API; a flow the product does not have yet is served
 * by adding its route to both (app/wizard/README.md, "Adding a flow"; tests/api/extra-flow.test.ts).
 */
export interface ApiDefinition {
  contract: ApiContract;
  featureRoutes: readonly FeatureRoutes[];
}

export const PRODUCT_API: ApiDefinition = { contract: API_CONTRACT, featureRoutes: FEATURE_ROUTES };

/**
 * One router for every API path: a request is matched once, not tried against a router per feature.
 * Each path has one spelling (spec §7: lower case, ending with a slash): case and trailing slashes
 * are significant, so `/api/EMAIL/` or `/api/estimate//` is a path we do not serve (404).
 */
export function apiRouter(services: Services, api: ApiDefinition = PRODUCT_API): Router {
  const router = new Router({ prefix: API_PREFIX, sensitive: true, strict: true });
  for (const addRoutes of api.featureRoutes) addRoutes(router, services);
  return router;
}

/** Runs `middleware` only for requests that carry a body (reads have none to parse or check). */
function forWrites(middleware: Middleware): Middleware {
  return (ctx, next) => (ctx.method === 'GET' || ctx.method === 'HEAD' ? next() : middleware(ctx, next));
}

/**
 * How long an answer may be kept, whatever its status. The writes answer with what the visitor sent
 * (contact, addresses, the e-mail checked) or the ids of their requests: kept nowhere, not even in
 * the browser's back-forward history. Every other answer may be stored but is asked for again each time.
 */
function cacheControlOf(budgets: RouteBudgets, route: string | null): string {
  return route !== null && budgets.writes.has(route) ? 'no-store' : 'no-cache';
}

/**
 * The JSON API under /api/ (spec §7): a path no route serves is a JSON 404 before anything else
 * runs; then CSRF, the rate limits (by the route that answers), body parsing, the signatures of the
 * embedded form's writes, compressed answers, the feature routes, and 405 for a method a path does
 * not take.
 */
export function apiMiddleware(services: Services, api: ApiDefinition, budgets: RouteBudgets): Middleware {
  const { config, rateLimiters } = services;
  const router = apiRouter(services, api);
  const chain = compose<Parameters<Middleware>[0]>([
    csrfProtection({ secret: config.secret, subjectOf: csrfSubjectOf }),
    rateLimits(rateLimiters, config, budgets, apiRouteOf),
    forWrites(requireJsonBody({ limit: '256kb' })),
    signedEmbedWrites(services),
    compressJson,
    router.routes() as Middleware,
    router.allowedMethods({ throw: true }) as Middleware,
  ]);
  return async (ctx, next) => {
    if (ctx.path !== '/api' && !ctx.path.startsWith('/api/')) return next();
    // The router's own matching, done once up front: an unknown path gets a JSON 404, never the HTML one.
    const match = router.match(ctx.path, ctx.method);
    const route = match.pathAndMethod.find((layer) => layer.methods.length > 0)?.path;
    setApiRoute(ctx, typeof route === 'string' ? route : null);
    ctx.set('Cache-Control', cacheControlOf(budgets, apiRouteOf(ctx)));
    if (match.path.length === 0) throw notFound();
    await chain(ctx, async () => undefined);
    if (ctx.status === 404 && ctx.body == null) throw notFound();
  };
}
