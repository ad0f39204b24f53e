import type { Locale } from '../../../domain/i18n/locale.ts';
import type {
  QuickBookingReserveRequest,
  QuickBookingReserveResponse,
  PriceChangedBody,
  QuickQuoteResponse,
} from '../../../domain/api/quickBooking.ts';
import { conflict, invalid, type Refusal } from '../../errors/refusal.ts';
import type { Quote, Slot } from '../../pricing/index.ts';
import { quoteFor, servesMove, worksOn } from '../availability.ts';
import { requireBookableDate } from '../booking-window.ts';
import { japanToday, weekdayName } from '../calendar.ts';
import { takeDayUnit } from '../capacity/day-capacity-repository.ts';
import { MARKETPLACE_ERRORS } from '../error-codes.ts';
import type { Marketplace } from '../marketplace.ts';
import { quickMove } from '../move-spec.ts';
import { pricePartsIn } from '../price-parts-in-words.ts';
import { newPublicId } from '../public-id.ts';
import { completePastBookings } from '../../requests/lead-state-repository.ts';
import { bookingDetails } from './booking-details.ts';
import { hasLiveBooking, insertQuickBooking } from './repository.ts';
import type { MarketplaceCompany } from '../types.ts';
import type { WriteContext } from '../write-context.ts';

/** How long a quick booking holds before the company confirms it. */
const QUICK_BOOKING_HOLD_MS = 48 * 3_600_000;

export type QuickQuoteRequest = Pick<
  QuickBookingReserveRequest,
  'fromPrefecture' | 'fromCity' | 'toPrefecture' | 'toCity' | 'fromFloorPlan' | 'toFloorPlan' | 'headCount'
  | 'fromBuilding' | 'toBuilding' | 'nimotsu' | 'movingDate' | 'companyId'
>;

function bookableCompany(market: Marketplace, companyId: string): MarketplaceCompany {
  const company = market.catalogue.company(companyId);
  if (!company) throw invalid([{ ...MARKETPLACE_ERRORS.unknownCompany, field: 'companyId' }]);
  return company;
}

export function refuseFull(): never {
  throw conflict(MARKETPLACE_ERRORS.reservationFull.code, MARKETPLACE_ERRORS.reservationFull.message);
}

/** POST /api/kantan-yoyaku/quote/: the explained price of one company on one day (the product's honest price), its parts in `locale`. */
export function quickQuote(market: Marketplace, request: QuickQuoteRequest, now: Date, locale: Locale): QuickQuoteResponse {
  requireBookableDate(request.movingDate, now, 'movingDate');
  const company = bookableCompany(market, request.companyId);
  const move = quickMove(request, market.itemVolumes);
  if (!servesMove(company, move)) refuseFull();
  const free = quoteFor(company, move, request.movingDate, 'free');
  const am = company.acceptsAm ? quoteFor(company, move, request.movingDate, 'am') : null;
  return {
    companyId: company.code,
    date: request.movingDate,
    price: free.total,
    priceParts: pricePartsIn(free.parts, locale),
    priceForAm: am?.total ?? null,
    priceForAmParts: pricePartsIn(am?.parts ?? null, locale),
  };
}

/** The price-change answer: the visitor saw `previousPrice`; the booking would cost `current` (its parts in `locale`). */
export function priceChanged(previousPrice: number, current: Quote, locale: Locale): Refusal {
  const body: PriceChangedBody = { previousPrice, currentPrice: current.total, currentPriceParts: pricePartsIn(current.parts, locale) };
  return conflict(MARKETPLACE_ERRORS.priceChanged.code, MARKETPLACE_ERRORS.priceChanged.message, { ...body });
}

/**
 * POST /api/kantan-yoyaku/reserve/, inside the caller's transaction: re-checks that the company can
 * take the move that day and that the price seen is the current one, takes one unit of the day's
 * capacity (conditional upsert), and stores the booking with its price and parts and its messages
 * (the company's lead, the visitor's confirmation) in the outbox. The unique
 * indexes on the normalised e-mail and phone of active bookings make a duplicate fail even when
 * it races the first booking. `locale` is the language the booking was made in, stored with it and
 * the visitor's messages' language.
 */
export async function reserveQuickly(market: Marketplace, { tx, now, mail }: WriteContext, request: QuickBookingReserveRequest, locale: Locale): Promise<QuickBookingReserveResponse> {
  requireBookableDate(request.movingDate, now, 'movingDate');
  const company = bookableCompany(market, request.companyId);
  const slot: Slot = request.desiredTime;
  const move = quickMove(request, market.itemVolumes);
  if (!servesMove(company, move) || !worksOn(company, request.movingDate) || (slot === 'am' && !company.acceptsAm)) refuseFull();

  const quote = quoteFor(company, move, request.movingDate, slot);
  if (quote.total !== request.price) throw priceChanged(request.price, quote, locale);

  const duplicate = () => conflict(MARKETPLACE_ERRORS.duplicate.code, MARKETPLACE_ERRORS.duplicate.message);
  const today = japanToday(now);
  await completePastBookings(tx, request.customerEmail, request.customerTel, today);
  if (await hasLiveBooking(tx, request.customerEmail, request.customerTel, today)) throw duplicate();
  if (!(await takeDayUnit(tx, company.code, request.movingDate, company.dailyCapacity))) refuseFull();

  const reservationId = newPublicId('KY');
  const details = bookingDetails(request);
  const expiresAt = new Date(now.getTime() + QUICK_BOOKING_HOLD_MS);
  const expiredDate = expiresAt.toISOString();
  const stored = await insertQuickBooking(tx, {
    reservationId,
    companyCode: company.code,
    movingDate: request.movingDate,
    slot,
    price: quote.total,
    priceParts: quote.parts,
    details,
    expiresAt,
    createdAt: now,
    locale,
  });
  if (!stored) throw duplicate();
  // The answer's closed days read in the booking's language, as its complete page shows them.
  const closedDays = [...company.closedWeekdays].sort().map((weekday) => weekdayName(weekday, locale));
  await mail.booked(tx, {
    details,
    reservationId,
    receivedAt: now,
    booked: { company, price: quote.total, priceParts: quote.parts },
    expiresAt: expiredDate,
    closedWeekdays: company.closedWeekdays,
    locale,
  });
  return { reservationId, expiredDate, closedDays, errors: [] };
}
