import type Router from '@koa/router';
import { estimateRequestSchema } from '../../domain/api/estimate.ts';
import type { ApiDeps } from '../app-deps.ts';
import { embedPartnerOf } from '../embed/signed-writes.ts';
import { addressKey } from '../marketplace/address-key.ts';
import { submitEstimate } from '../marketplace/estimate-service.ts';
import { answerIdempotentWrite } from '../marketplace/idempotent-route.ts';
import { marketplaceFor } from '../marketplace/marketplace.ts';
import { parseWithKnownAddresses } from '../reference/known-address.ts';
import { FLOW_REQUEST_ADDRESSES } from '../reference/request-address-fields.ts';

/** POST /api/estimate/: an estimate request to the chosen companies, stored once per Idempotency-Key. */
export function addEstimateRoutes(router: Router, { db, now, mail, config }: ApiDeps): void {
  router.post('/estimate/', async (ctx) => {
    const request = parseWithKnownAddresses(estimateRequestSchema, ctx.request.body, FLOW_REQUEST_ADDRESSES);
    const market = await marketplaceFor(db);
    const answers = { partnerId: embedPartnerOf(ctx), addressKey: addressKey(config.secret, request.email) };
    await answerIdempotentWrite(ctx, market.writes, (tx) => submitEstimate(market, { tx, now: now(), mail }, request, answers));
  });
}
