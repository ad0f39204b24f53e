import type Router from '@koa/router';
import { API_CONTRACT } from '../../domain/api/contract.ts';
import { LEAD_CONFIRM_PATH, LEAD_DECLINE_PATH, LEAD_PATH } from '../../domain/api/paths.ts';
import { routerPath } from './router-path.ts';
import { ROUTE_INPUTS } from '../../domain/api/routeInputs.ts';
import type { Context } from 'koa';
import type { LeadResponse } from '../../domain/api/lead.ts';
import { answerDateProposal } from '../leads/date-proposal-service.ts';
import { bearerToken } from '../http/bearer-token.ts';
import { parseInput } from '../http/validate.ts';
import { confirmLead, declineLead, readLead } from '../leads/lead-service.ts';
import type { Marketplace } from '../marketplace/marketplace.ts';
import type { Queryable } from '../db/database.ts';
import type { Services } from '../services.ts';

/**
 * Runs an answer in one transaction (a decline gives back a unit of the company's day). A repeat of an
 * answer already given is answered as the first by the service (the lead's state says so), so no
 * Idempotency-Key is needed to make a retry safe.
 */
async function answer(ctx: Context, market: Marketplace, write: (tx: Queryable, token: string | undefined) => Promise<LeadResponse>): Promise<void> {
  ctx.body = await market.bookedUnits.changedBy(() => market.db.transaction((tx) => write(tx, bearerToken(ctx))));
}

/** The company's lead page (/lead/): the lead its private link opens, and the company's answer to it. */
export function addLeadRoutes(router: Router, { marketplace: market, now, mail }: Services): void {
  router.get(routerPath(LEAD_PATH), async (ctx) => {
    ctx.body = await readLead(market, bearerToken(ctx), now());
    // The visitor's personal data: kept in no cache, not even the browser's.
    ctx.set('Cache-Control', 'no-store');
  });
  router.post(routerPath(LEAD_CONFIRM_PATH), async (ctx) => {
    const body = parseInput(ROUTE_INPUTS.leadConfirm.body, ctx.request.body);
    await answer(ctx, market, (tx, token) => confirmLead(market, { tx, now: now(), mail }, token, body));
  });
  router.post(routerPath(LEAD_DECLINE_PATH), async (ctx) => {
    const body = parseInput(ROUTE_INPUTS.leadDecline.body, ctx.request.body);
    await answer(ctx, market, (tx, token) => declineLead(market, { tx, now: now(), mail }, token, body));
  });
  // The visitor's new day for a booking the company confirmed: accepted moves the booking, declined keeps the confirmed day.
  for (const [route, outcome] of [['leadDateProposalAccept', 'accepted'], ['leadDateProposalDecline', 'declined']] as const) {
    router.post(routerPath(API_CONTRACT[route].path), async (ctx) => {
      const body = parseInput(ROUTE_INPUTS[route].body, ctx.request.body);
      await answer(ctx, market, (tx, token) => answerDateProposal(market, { tx, now: now(), mail }, token, body, outcome));
    });
  }
}
