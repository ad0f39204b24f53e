import type Router from '@koa/router';
import { ESTIMATE_PATH } from '../../domain/api/paths.ts';
import { routerPath } from './router-path.ts';
import { ROUTE_INPUTS } from '../../domain/api/routeInputs.ts';
import { embedPartnerOf } from '../embed/signed-writes.ts';
import { addressKey } from '../marketplace/address-key.ts';
import { estimateAnswerSecrets, submitEstimate } from '../marketplace/estimate/service.ts';
import { answerIdempotentWrite } from '../http/idempotent-route.ts';
import { answerLanguage } from '../http/language.ts';
import { parseWithKnownAddresses } from '../reference/known-address.ts';
import { FLOW_REQUEST_ADDRESSES } from '../reference/request-address-fields.ts';
import type { Services } from '../services.ts';

/** POST /api/estimate/: an estimate request to the chosen companies, stored once per Idempotency-Key. */
export function addEstimateRoutes(router: Router, { marketplace: market, reference, now, mail, config }: Services): void {
  router.post(routerPath(ESTIMATE_PATH), async (ctx) => {
    const request = parseWithKnownAddresses(reference.addresses, ROUTE_INPUTS.estimateRequest.body, ctx.request.body, FLOW_REQUEST_ADDRESSES);
    const answers = { partnerId: embedPartnerOf(ctx), addressKey: addressKey(config.secret, request.email), locale: answerLanguage(ctx) };
    const at = now();
    await answerIdempotentWrite(ctx, market.writes, (tx) => submitEstimate(market, { tx, now: at, mail }, request, answers), {
      secrets: estimateAnswerSecrets(at),
    });
  });
}
