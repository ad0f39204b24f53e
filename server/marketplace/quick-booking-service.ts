import type {
  AvailabilityQuery,
  AvailabilityResponse,
  CompanyAvailabilityRequest,
  CompanyInfo,
  KantanReserveRequest,
  KantanReserveResponse,
  PriceChangedBody,
  QuickQuoteResponse,
} from '../../domain/api/kantanYoyaku.ts';
import { ApiError, badRequest, conflict } from '../http/errors.ts';
import type { Quote, Slot } from '../pricing/index.ts';
import { quoteFor, servesMove, withoutFullDays, worksOn, type DayOffers } from './availability.ts';
import { requireBookableDate } from './booking-window.ts';
import { bookableWindow, datesBetween, japanToday, weekdayName } from './calendar.ts';
import { dayUnitKey, takeDayUnit } from './day-capacity-repository.ts';
import { MARKETPLACE_ERRORS } from './error-codes.ts';
import type { Marketplace } from './marketplace.ts';
import { JsonAnswer } from '../http/json-answer.ts';
import { quickMove } from './move-spec.ts';
import { mapInSlices } from './slices.ts';
import { canonicalJson } from './request-hash.ts';
import { newPublicId } from './public-id.ts';
import { completePastQuickBookings, hasActiveQuickBooking, insertQuickBooking } from './quick-booking-repository.ts';
import type { DayPrice, MarketplaceCompany } from './types.ts';
import type { WriteContext } from './write-context.ts';

/** How long a quick booking holds before the company confirms it. */
export const QUICK_BOOKING_HOLD_MS = 48 * 3_600_000;

/** The dates of a range that can be booked today (today + 3 days … + 3 months); empty when none. */
function bookableDates(fromDate: string, toDate: string, now: Date): string[] {
  const window = bookableWindow(japanToday(now));
  const first = fromDate > window.first ? fromDate : window.first;
  const last = toDate < window.last ? toDate : window.last;
  return first <= last ? datesBetween(first, last) : [];
}

export function companyInfoOf(offer: DayPrice): CompanyInfo {
  const { company } = offer;
  return {
    companyId: company.code,
    name: company.name,
    price: offer.free.total,
    priceParts: offer.free.parts,
    priceForAm: offer.am?.total ?? null,
    priceForAmParts: offer.am?.parts ?? null,
    acceptAmPreferredRequest: company.acceptsAm,
    order: company.order,
    satisfactionRate: company.satisfactionRate,
    telephoneNumber: company.telephoneNumber,
    businessHours: company.businessHours,
    logoImageFilePath: company.logoPath,
  };
}

/**
 * GET /api/kantan-yoyaku/availability/: whether any company serving the route can still take a
 * booking on some day of the range (the estimate form's quick-booking recommendation).
 */
export async function quickBookingAvailability(market: Marketplace, query: AvailabilityQuery, now: Date): Promise<AvailabilityResponse> {
  const dates = bookableDates(query.fromDate, query.toDate, now);
  const serving = market.catalogue.companiesServing({
    from: { prefectureCode: query.fromPrefectureId, cityCode: query.fromCityId, floorPlan: 1 },
    to: { prefectureCode: query.toPrefectureId, cityCode: query.toCityId, floorPlan: 1 },
  });
  if (dates.length === 0 || serving.length === 0) return { result: false, errors: [] };
  const booked = await market.bookedUnits.between(dates[0]!, dates.at(-1)!);
  const result = dates.some((date) =>
    serving.some((company) => worksOn(company, date) && (booked.get(dayUnitKey(company.code, date)) ?? 0) < company.dailyCapacity),
  );
  return { result, errors: [] };
}

/**
 * POST /api/kantan-yoyaku/company-availability/: for each day of the range, the companies that can
 * still take the move with their prices. Prices come from the price board (in memory, each
 * company-day priced once); one query reads the booked counts of the whole range. Days outside the
 * booking window, and companies closed or full on a day, carry no entry. Nothing at all: 404 code 1001.
 */
export async function companyAvailability(market: Marketplace, request: CompanyAvailabilityRequest, now: Date): Promise<DayOffers[]> {
  const dates = bookableDates(request.fromDate, request.toDate, now);
  const move = quickMove(request, market.itemVolumes);
  const priced = dates.length === 0 ? [] : await market.prices.pricedDays(move, dates);
  const booked = dates.length === 0 ? new Map<string, number>() : await market.bookedUnits.between(dates[0]!, dates.at(-1)!);
  const days = withoutFullDays(priced, booked);
  if (!days.some((day) => day.offers.length > 0)) {
    throw new ApiError(404, [{ ...MARKETPLACE_ERRORS.nothingAvailable, field: null }]);
  }
  return days;
}

/** Each company-day's `CompanyInfo` as JSON, written once per priced offer (the price board keeps the offer). */
const companyInfoJson = new WeakMap<DayPrice, string>();

function companyInfoJsonOf(offer: DayPrice): string {
  let json = companyInfoJson.get(offer);
  if (json === undefined) {
    json = JSON.stringify(companyInfoOf(offer));
    companyInfoJson.set(offer, json);
  }
  return json;
}

/** Days written out before the event loop runs again (a fresh day is about a millisecond of JSON). */
const DAYS_PER_SLICE = 8;

/**
 * The `CompanyAvailabilityResponse` of `days` as JSON text, put together from each company-day's
 * JSON: an 89-day answer (about a megabyte) is neither built as objects nor serialised again for the
 * days it shares with an earlier answer, and is written out a slice of days at a time.
 */
export async function companyAvailabilityJson(days: readonly DayOffers[]): Promise<string> {
  const results = await mapInSlices(days, DAYS_PER_SLICE, (day) => `{"date":${JSON.stringify(day.date)},"companyInfos":[${day.offers.map(companyInfoJsonOf).join(',')}]}`);
  return `{"results":[${results.join(',')}],"errors":[]}`;
}

/**
 * POST /api/kantan-yoyaku/company-availability/ from the raw body, as an encoded JSON answer.
 * While the booked counts are cached (this instance hears every booking, see `BookedUnits`), the
 * answer to a body is kept until any instance commits a booking or the day turns: the same calendar
 * asked again is neither validated, priced, serialised nor compressed again. A body seen for the first time is validated like any other.
 */
export function companyAvailabilityAnswer(
  market: Marketplace,
  body: unknown,
  now: Date,
  parse: (body: unknown) => CompanyAvailabilityRequest,
): Promise<JsonAnswer> {
  const reusable = market.bookedUnits.cacheable;
  const answer = async () => new JsonAnswer(await companyAvailabilityJson(await companyAvailability(market, parse(body), now)), { reusable });
  if (!reusable) return answer();
  const key = `${market.bookedUnits.version}|${japanToday(now)}|${canonicalJson(body)}`;
  return market.calendarAnswers.getOrCreate(key, () => {
    const pending = answer();
    pending.catch(() => market.calendarAnswers.delete(key));
    return pending;
  });
}

export type QuickQuoteRequest = Pick<
  KantanReserveRequest,
  'fromPrefecture' | 'fromCity' | 'toPrefecture' | 'toCity' | 'fromFloorPlan' | 'toFloorPlan' | 'headCount'
  | 'fromBuilding' | 'toBuilding' | 'nimotsu' | 'movingDate' | 'companyId'
>;

export function bookableCompany(market: Marketplace, companyId: string): MarketplaceCompany {
  const company = market.catalogue.company(companyId);
  if (!company) throw badRequest([{ ...MARKETPLACE_ERRORS.unknownCompany, field: 'companyId' }]);
  return company;
}

export function refuseFull(): never {
  throw conflict(MARKETPLACE_ERRORS.reservationFull.code, MARKETPLACE_ERRORS.reservationFull.message);
}

/** POST /api/kantan-yoyaku/quote/: the explained price of one company on one day (the product's honest price). */
export function quickQuote(market: Marketplace, request: QuickQuoteRequest, now: Date): QuickQuoteResponse {
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
    priceParts: free.parts,
    priceForAm: am?.total ?? null,
    priceForAmParts: am?.parts ?? null,
  };
}

/** The price-change answer: the visitor saw `previousPrice`; the booking would cost `current`. */
export function priceChanged(previousPrice: number, current: Quote): ApiError {
  const body: PriceChangedBody = { previousPrice, currentPrice: current.total, currentPriceParts: current.parts };
  return conflict(MARKETPLACE_ERRORS.priceChanged.code, MARKETPLACE_ERRORS.priceChanged.message, { ...body });
}

/**
 * POST /api/kantan-yoyaku/reserve/, inside the caller's transaction: re-checks that the company can
 * take the move that day and that the price seen is the current one, takes one unit of the day's
 * capacity (conditional upsert), and stores the booking with its price and parts and its messages
 * (the company's lead, the visitor's confirmation) in the outbox. The unique
 * indexes on the normalised e-mail and phone of active bookings make a duplicate fail even when
 * it races the first booking.
 */
export async function reserveQuickly(market: Marketplace, { tx, now, mail }: WriteContext, request: KantanReserveRequest): Promise<KantanReserveResponse> {
  requireBookableDate(request.movingDate, now, 'movingDate');
  const company = bookableCompany(market, request.companyId);
  const slot: Slot = request.desiredTime;
  const move = quickMove(request, market.itemVolumes);
  if (!servesMove(company, move) || !worksOn(company, request.movingDate) || (slot === 'am' && !company.acceptsAm)) refuseFull();

  const quote = quoteFor(company, move, request.movingDate, slot);
  if (quote.total !== request.price) throw priceChanged(request.price, quote);

  const duplicate = () => conflict(MARKETPLACE_ERRORS.duplicate.code, MARKETPLACE_ERRORS.duplicate.message);
  const today = japanToday(now);
  await completePastQuickBookings(tx, request.customerEmail, request.customerTel, today);
  if (await hasActiveQuickBooking(tx, request.customerEmail, request.customerTel, today)) throw duplicate();
  if (!(await takeDayUnit(tx, company.code, request.movingDate, company.dailyCapacity))) refuseFull();

  const reservationId = newPublicId('KY');
  const expiredDate = new Date(now.getTime() + QUICK_BOOKING_HOLD_MS).toISOString();
  const stored = await insertQuickBooking(tx, {
    reservationId,
    companyCode: company.code,
    moveDate: request.movingDate,
    slot,
    price: quote.total,
    priceParts: quote.parts,
    email: request.customerEmail,
    tel: request.customerTel,
    expiresAt: expiredDate,
    request,
    createdAt: now,
  });
  if (!stored) throw duplicate();
  const closedDays = [...company.closedWeekdays].sort().map(weekdayName);
  await mail.quickBooked(tx, {
    request,
    reservationId,
    receivedAt: now,
    booked: { company, price: quote.total, priceParts: quote.parts },
    expiresAt: expiredDate,
    closedDays,
  });
  return { reservationId, expiredDate, closedDays, errors: [] };
}
