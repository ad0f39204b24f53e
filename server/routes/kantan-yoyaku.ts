import type Router from '@koa/router';
import {
  availabilityQuerySchema,
  companyAvailabilityRequestSchema,
  kantanReserveRequestSchema,
} from '../../domain/api/kantanYoyaku.ts';
import type { ApiDeps } from '../app-deps.ts';
import { answerIdempotentWrite } from '../marketplace/idempotent-route.ts';
import { sendJsonAnswer } from '../http/json-answer.ts';
import { marketplaceFor } from '../marketplace/marketplace.ts';
import {
  companyAvailabilityAnswer,
  quickBookingAvailability,
  quickQuote,
  reserveQuickly,
} from '../marketplace/quick-booking-service.ts';
import { parseWithKnownAddresses } from '../reference/known-address.ts';
import { AVAILABILITY_QUERY_ADDRESSES, QUICK_MOVE_ADDRESSES, QUICK_RESERVE_ADDRESSES } from '../reference/request-address-fields.ts';

/** POST /api/kantan-yoyaku/quote/ body: the move, the day and the company (the reserve body without customer data). */
const quickQuoteRequestSchema = kantanReserveRequestSchema.pick({
  fromPrefecture: true,
  fromCity: true,
  fromDistrict: true,
  toPrefecture: true,
  toCity: true,
  fromFloorPlan: true,
  toFloorPlan: true,
  headCount: true,
  fromBuilding: true,
  toBuilding: true,
  nimotsu: true,
  movingDate: true,
  companyId: true,
});

/** The company-availability body, validated only when its answer is not cached. */
const parseCompanyAvailability = (body: unknown) => parseWithKnownAddresses(companyAvailabilityRequestSchema, body, QUICK_MOVE_ADDRESSES);

/** Quick booking (kantan-yoyaku): route availability, per-day companies and prices, explained quotes, the booking. */
export function addKantanYoyakuRoutes(router: Router, { db, now, mail }: ApiDeps): void {
  router.get('/kantan-yoyaku/availability/', async (ctx) => {
    const query = parseWithKnownAddresses(availabilityQuerySchema, ctx.query, AVAILABILITY_QUERY_ADDRESSES);
    ctx.body = await quickBookingAvailability(await marketplaceFor(db), query, now());
  });
  router.post('/kantan-yoyaku/company-availability/', async (ctx) => {
    await sendJsonAnswer(ctx, await companyAvailabilityAnswer(await marketplaceFor(db), ctx.request.body, now(), parseCompanyAvailability));
  });
  router.post('/kantan-yoyaku/quote/', async (ctx) => {
    const request = parseWithKnownAddresses(quickQuoteRequestSchema, ctx.request.body, QUICK_MOVE_ADDRESSES);
    ctx.body = quickQuote(await marketplaceFor(db), request, now());
  });
  router.post('/kantan-yoyaku/reserve/', async (ctx) => {
    const request = parseWithKnownAddresses(kantanReserveRequestSchema, ctx.request.body, QUICK_RESERVE_ADDRESSES);
    const market = await marketplaceFor(db);
    try {
      await answerIdempotentWrite(ctx, market.writes, (tx) => reserveQuickly(market, { tx, now: now(), mail }, request));
    } finally {
      market.bookedUnits.bookingsChanged();
    }
  });
}
