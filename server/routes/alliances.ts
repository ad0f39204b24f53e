import type Router from '@koa/router';
import { ALLIANCES_REQUEST_PATH } from '../../domain/api/paths.ts';
import { routerPath } from './router-path.ts';
import { ROUTE_INPUTS } from '../../domain/api/routeInputs.ts';
import { parseInput } from '../http/validate.ts';
import { submitAlliancesRequest } from '../marketplace/estimate/service.ts';
import { answerIdempotentWrite } from '../http/idempotent-route.ts';
import type { Services } from '../services.ts';

/** POST /api/alliances-request/: alliance partners chosen on the page after an estimate. */
export function addAlliancesRoutes(router: Router, { marketplace: market, now, mail }: Services): void {
  router.post(routerPath(ALLIANCES_REQUEST_PATH), async (ctx) => {
    const request = parseInput(ROUTE_INPUTS.alliancesRequest.body, ctx.request.body);
    await answerIdempotentWrite(ctx, market.writes, (tx) => submitAlliancesRequest(market, { tx, now: now(), mail }, request));
  });
}
