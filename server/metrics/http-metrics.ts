import type { Context, Middleware } from 'koa';
import { ALLIANCES_REQUEST_PATH } from '../../domain/api/paths.ts';
import { FLOW_METRICS } from '../../domain/flows/flowMetrics.ts';
import { FLOW_IDS } from '../../domain/flows/flows.ts';
import type { RouteBudgets } from '../http/rate-limit.ts';
import { apiRouteOf, refusalCodeOf } from '../http/request-state.ts';
import type { Metrics } from './metrics.ts';
import { refusalMeaning } from './refusal-meaning.ts';

/** The writes that make a request or booking, and the flow label each is counted under. */
const FLOW_OF_WRITE: Readonly<Record<string, string>> = {
  ...Object.fromEntries(FLOW_IDS.map((flow) => [FLOW_METRICS[flow].madeBy, FLOW_METRICS[flow].label])),
  [ALLIANCES_REQUEST_PATH]: 'alliances',
};

/**
 * The route a request is counted under: the API route's path pattern, never the raw path, so
 * that a scan of random paths adds no label value; outside the API one of a few fixed words.
 */
function routeLabel(ctx: Context): string {
  if (ctx.path === '/api' || ctx.path.startsWith('/api/')) return apiRouteOf(ctx) ?? 'api_unmatched';
  if (ctx.status === 404) return 'not_found';
  return ctx.response.is('html') ? 'page' : 'static';
}

/** The budget a 429 was counted against (README "Rate limits"). */
function refusingBudget(budgets: RouteBudgets, route: string): string {
  if (budgets.writes.has(route)) return 'writes';
  return route.startsWith('/api/') ? 'reads' : 'embed-pages';
}

/**
 * Counts every request (by route, method and status class) and times it, then what the writes did:
 * requests and bookings made by flow, refusals by meaning, rate-limit refusals by budget. Runs
 * first, so that the time includes every other middleware and the status is the one answered.
 */
export function httpMetrics(metrics: Metrics, budgets: RouteBudgets): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const route = routeLabel(ctx);
      const status = ctx.status;
      metrics.httpRequests.inc({ route, method: ctx.method, status_class: `${Math.floor(status / 100)}xx` });
      metrics.httpDuration.observe({ route, method: ctx.method }, (performance.now() - started) / 1000);
      if (status === 429) metrics.rateLimitRefusals.inc({ budget: refusingBudget(budgets, route) });
      if (ctx.method === 'POST' && budgets.writes.has(route)) {
        if (status < 400) {
          const flow = FLOW_OF_WRITE[route];
          if (flow) metrics.requestsMade.inc({ flow });
        } else {
          metrics.writesRefused.inc({ route, meaning: refusalMeaning(status, refusalCodeOf(ctx)) });
        }
      }
    }
  };
}
