import type Router from '@koa/router';
import { QUICK_BOOKING_AVAILABILITY_PATH, QUICK_BOOKING_COMPANY_AVAILABILITY_PATH, QUICK_BOOKING_QUOTE_PATH, QUICK_BOOKING_RESERVE_PATH } from '../../domain/api/paths.ts';
import { routerPath } from './router-path.ts';
import { ROUTE_INPUTS } from '../../domain/api/routeInputs.ts';
import { answerIdempotentWrite } from '../http/idempotent-route.ts';
import { sendJsonAnswer } from '../http/json-answer.ts';
import { answerLanguage } from '../http/language.ts';
import { companyAvailabilityAnswer, quickBookingAvailability } from '../marketplace/quick-booking/company-availability.ts';
import { quickQuote, reserveQuickly } from '../marketplace/quick-booking/service.ts';
import { parseWithKnownAddresses } from '../reference/known-address.ts';
import { AVAILABILITY_QUERY_ADDRESSES, QUICK_MOVE_ADDRESSES, QUICK_RESERVE_ADDRESSES } from '../reference/request-address-fields.ts';
import type { Services } from '../services.ts';

/** Quick booking (kantan-yoyaku): route availability, per-day companies and prices, explained quotes, the booking. */
export function addQuickBookingRoutes(router: Router, { marketplace: market, reference, now, mail }: Services): void {
  /** The company-availability body, validated only when its answer is not cached. */
  const parseCompanyAvailability = (body: unknown) => parseWithKnownAddresses(reference.addresses, ROUTE_INPUTS.quickBookingCompanyAvailability.body, body, QUICK_MOVE_ADDRESSES);
  router.get(routerPath(QUICK_BOOKING_AVAILABILITY_PATH), async (ctx) => {
    const query = parseWithKnownAddresses(reference.addresses, ROUTE_INPUTS.quickBookingAvailability.query, ctx.query, AVAILABILITY_QUERY_ADDRESSES);
    ctx.body = await quickBookingAvailability(market, query, now());
  });
  router.post(routerPath(QUICK_BOOKING_COMPANY_AVAILABILITY_PATH), async (ctx) => {
    await sendJsonAnswer(ctx, await companyAvailabilityAnswer(market, ctx.request.body, now(), parseCompanyAvailability, answerLanguage(ctx)));
  });
  router.post(routerPath(QUICK_BOOKING_QUOTE_PATH), (ctx) => {
    const request = parseWithKnownAddresses(reference.addresses, ROUTE_INPUTS.quickBookingQuote.body, ctx.request.body, QUICK_MOVE_ADDRESSES);
    ctx.body = quickQuote(market, request, now(), answerLanguage(ctx));
  });
  router.post(routerPath(QUICK_BOOKING_RESERVE_PATH), async (ctx) => {
    const request = parseWithKnownAddresses(reference.addresses, ROUTE_INPUTS.quickBookingReserve.body, ctx.request.body, QUICK_RESERVE_ADDRESSES);
    const locale = answerLanguage(ctx);
    await market.bookedUnits.changedBy(() => answerIdempotentWrite(ctx, market.writes, (tx) => reserveQuickly(market, { tx, now: now(), mail }, request, locale)));
  });
}
