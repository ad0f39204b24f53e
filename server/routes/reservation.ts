import type Router from '@koa/router';
import { RESERVATION_ALLIANCES_PATH, RESERVATION_COMPANIES_PATH, RESERVATION_RESERVE_PATH } from '../../domain/api/paths.ts';
import { routerPath } from './router-path.ts';
import { ROUTE_INPUTS } from '../../domain/api/routeInputs.ts';
import { parseInput } from '../http/validate.ts';
import { answerIdempotentWrite } from '../http/idempotent-route.ts';
import { answerLanguage } from '../http/language.ts';
import { addressKey } from '../marketplace/address-key.ts';
import { reservationAlliances, reservationCompanies, reserveProvisionally } from '../marketplace/reservation/service.ts';
import { parseWithKnownAddresses } from '../reference/known-address.ts';
import { FLOW_QUERY_ADDRESSES, FLOW_REQUEST_ADDRESSES } from '../reference/request-address-fields.ts';
import type { Services } from '../services.ts';

/** The reservation flow: companies and prices for a date, alliance partners, and the provisional reservation. */
export function addReservationRoutes(router: Router, { marketplace: market, reference, now, mail, config }: Services): void {
  router.get(routerPath(RESERVATION_COMPANIES_PATH), async (ctx) => {
    const query = parseWithKnownAddresses(reference.addresses, ROUTE_INPUTS.reservationCompanies.query, ctx.query, FLOW_QUERY_ADDRESSES);
    ctx.body = await reservationCompanies(market, query, now(), answerLanguage(ctx));
  });
  router.get(routerPath(RESERVATION_ALLIANCES_PATH), (ctx) => {
    const query = parseInput(ROUTE_INPUTS.reservationAlliances.query, ctx.query);
    ctx.body = reservationAlliances(market, query, answerLanguage(ctx));
  });
  router.post(routerPath(RESERVATION_RESERVE_PATH), async (ctx) => {
    const request = parseWithKnownAddresses(reference.addresses, ROUTE_INPUTS.reservationReserve.body, ctx.request.body, FLOW_REQUEST_ADDRESSES);
    const visitor = { addressKey: addressKey(config.secret, request.email), locale: answerLanguage(ctx) };
    await market.bookedUnits.changedBy(() => answerIdempotentWrite(ctx, market.writes, (tx) => reserveProvisionally(market, { tx, now: now(), mail }, request, visitor)));
  });
}
