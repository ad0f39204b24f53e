import Router from '@koa/router';
import { estimateRequestSchema } from '../../domain/api/estimate.ts';
import type { AppDeps } from '../app-deps.ts';
import { embedPartnerOf } from '../embed/signed-writes.ts';
import { parseInput } from '../http/validate.ts';
import { submitEstimate } from '../marketplace/estimate-service.ts';
import { answerIdempotentWrite } from '../marketplace/idempotent-route.ts';
import { marketplaceFor } from '../marketplace/marketplace.ts';

/** POST /api/estimate/: an estimate request to the chosen companies, stored once per Idempotency-Key. */
export function estimateRouter({ db, now }: AppDeps): Router {
  const router = new Router();
  router.post('/estimate/', async (ctx) => {
    const request = parseInput(estimateRequestSchema, ctx.request.body);
    const market = await marketplaceFor(db);
    await answerIdempotentWrite(ctx, market.writes, (tx) => submitEstimate(market, tx, request, now(), embedPartnerOf(ctx)));
  });
  return router;
}
