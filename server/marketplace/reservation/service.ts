import type { Locale } from '../../../domain/i18n/locale.ts';
import type { PricedCompany } from '../../../domain/api/company.ts';
import type {
  ParsedReservationCompaniesQuery,
  ReservationAlliancesQuery,
  ReservationAlliancesResponse,
  ReservationCompaniesResponse,
  ReservationReserveRequest,
  ReservationReserveResponse,
} from '../../../domain/api/reservation.ts';
import { conflict } from '../../errors/refusal.ts';
import { reservationAnswerBy } from '../../leads/lead-deadlines.ts';
import type { MoveSpec, Quote, Slot } from '../../pricing/index.ts';
import { quoteFor, worksOn } from '../availability.ts';
import { requireBookableDate } from '../booking-window.ts';
import { emailKey, telKey } from '../contact-keys.ts';
import { bookedUnitsBetween, dayUnitKey, takeDayUnit } from '../capacity/day-capacity-repository.ts';
import { refuseContactWithQuickBooking } from '../duplicate-guard.ts';
import { MARKETPLACE_ERRORS } from '../error-codes.ts';
import type { Marketplace } from '../marketplace.ts';
import type { RequestDetails } from '../../requests/request-details.ts';
import { allianceView, chosenAlliances, chosenCompanies, givesEstimate, movingFormDetails, offeredAlliances, requestedMove } from '../moving-request.ts';
import { pricePartsIn } from '../price-parts-in-words.ts';
import { newPublicId } from '../public-id.ts';
import { requestHash } from '../request-hash.ts';
import { insertReservationRequest, lockReservationFingerprint, recentReservationAnswer } from './repository.ts';
import { preciseDate } from '../schedule.ts';
import type { MarketplaceCompany } from '../types.ts';
import type { WriteContext } from '../write-context.ts';

/** Time frame '1' is the morning slot; '2' (afternoon) and '0' (unspecified) are priced as free. */
function slotOf(kibouJikanCd: string): Slot {
  return kibouJikanCd === '1' ? 'am' : 'free';
}

interface ReservationOffer {
  company: MarketplaceCompany;
  quote: Quote;
}

/**
 * Companies that can take a provisional reservation for the move on the date and time frame:
 * serving both ends, working that day, not full, and taking mornings when the morning is asked.
 */
function offersFor(market: Marketplace, booked: ReadonlyMap<string, number>, move: MoveSpec, date: string, slot: Slot): ReservationOffer[] {
  return market.catalogue
    .companiesServing(move)
    .filter((company) => worksOn(company, date) && (slot === 'free' || company.acceptsAm))
    .filter((company) => (booked.get(dayUnitKey(company.code, date)) ?? 0) < company.dailyCapacity)
    .map((company) => ({ company, quote: quoteFor(company, move, date, slot) }));
}

/** A company as the reservation answers list it, with its quote (price and parts, in `locale`) or null when it gives none. */
function pricedView(market: Marketplace, company: MarketplaceCompany, move: MoveSpec, quote: Quote | null, locale: Locale): PricedCompany {
  const reviews = market.reviews.of(company.code);
  return {
    kissCd: company.code,
    name: company.name,
    price: quote?.total ?? null,
    priceParts: pricePartsIn(quote?.parts ?? null, locale),
    rate: reviews.mean,
    reviews,
    logoFileNm: company.logoPath,
    estimate: givesEstimate(company, move),
    languages: company.languages,
  };
}

/** Mean of the prices rounded to 100 yen, or null without prices. */
export function averagePrice(prices: readonly number[]): number | null {
  if (prices.length === 0) return null;
  return Math.round(prices.reduce((sum, price) => sum + price, 0) / prices.length / 100) * 100;
}

/** GET /api/reservation/companies/: companies with their price for the date and time frame (its parts in `locale`), and the average. */
export async function reservationCompanies(
  market: Marketplace,
  query: ParsedReservationCompaniesQuery,
  now: Date,
  locale: Locale,
): Promise<ReservationCompaniesResponse> {
  const date = preciseDate(query.yoteiDateYearMonth, query.yoteiDateDay);
  requireBookableDate(date, now, 'yoteiDateDay');
  const move = requestedMove(market, query);
  const offers = offersFor(market, await market.bookedUnits.between(date, date), move, date, slotOf(query.kibouJikanCd));
  return {
    companies: offers.map((offer) => pricedView(market, offer.company, move, offer.quote, locale)),
    averagePrice: averagePrice(offers.map((offer) => offer.quote.total)),
  };
}

/** GET /api/reservation/alliances/: the partner services offered for the move, in `locale`. */
export function reservationAlliances(market: Marketplace, query: ReservationAlliancesQuery, locale: Locale): ReservationAlliancesResponse {
  return { alliance: offeredAlliances(market, query.fromTodofukenCd, query.toTodofukenCd, locale) };
}

/** A provisional reservation in our own names: its day and the time frame asked. */
export function reservationDetails(request: ReservationReserveRequest): RequestDetails {
  const date = preciseDate(request.yoteiDateYearMonth, request.yoteiDateDay);
  return movingFormDetails(request, { kind: 'day', date }, { kind: 'timeFrame', timeFrame: request.kibouJikanCd });
}

/** Within this time the same reservation sent again is the same request (a double click, a retry after a lost answer). */
export const REPEAT_WINDOW_MS = 30 * 60_000;

/**
 * What makes two reservations the same request: the same contact (as the duplicate rule compares
 * it), move and companies, whatever order the companies were ticked in.
 */
function reservationFingerprint(request: ReservationReserveRequest): string {
  return requestHash({ ...request, email: emailKey(request.email), tel1: telKey(request.tel1), kaisha: [...request.kaisha].sort() });
}

/**
 * POST /api/reservation/reserve/: a provisional reservation with one to three companies. Each
 * company that can take it that day takes one unit of its day's capacity (the same units quick
 * bookings take, so no company-day is promised twice over) and is stored with the price and parts
 * it was quoted at; the messages go to the outbox (a lead to each company that took it, one to each
 * partner chosen, the visitor's confirmation). Companies that cannot take it are listed as failures;
 * when none can, nothing is stored and the answer is 409 (1002). The same request sent again within
 * REPEAT_WINDOW_MS gets the first one's answer, and nothing is stored twice.
 * `addressKey` is the visitor's opaque address key (address-key.ts), answered as `janetEncodeAddress`;
 * `locale` is the language the request was made in, stored with it and the visitor's messages' language.
 */
export async function reserveProvisionally(
  market: Marketplace,
  { tx, now, mail }: WriteContext,
  request: ReservationReserveRequest,
  { addressKey, locale }: { addressKey: string; locale: Locale },
): Promise<ReservationReserveResponse> {
  const date = preciseDate(request.yoteiDateYearMonth, request.yoteiDateDay);
  requireBookableDate(date, now, 'yoteiDateDay');
  const chosen = chosenCompanies(market, request.kaisha);
  const alliances = chosenAlliances(market, request.alliance);
  const fingerprint = reservationFingerprint(request);
  await lockReservationFingerprint(tx, fingerprint);
  const earlier = await recentReservationAnswer(tx, fingerprint, new Date(now.getTime() - REPEAT_WINDOW_MS));
  if (earlier !== undefined) return earlier;
  await refuseContactWithQuickBooking(tx, request.email, request.tel1, now);

  const move = requestedMove(market, request);
  const booked = await bookedUnitsBetween(tx, date, date);
  // By code: the catalogue may be read again (an operator's change) while this request runs.
  const offers = new Map(offersFor(market, booked, move, date, slotOf(request.kibouJikanCd)).map((offer) => [offer.company.code, offer]));
  const accepted: ReservationOffer[] = [];
  const failed: MarketplaceCompany[] = [];
  for (const company of chosen) {
    const offer = offers.get(company.code);
    // The unit is taken in this transaction: a company that filled up since the list was read is a failure, not an overbooking.
    if (offer !== undefined && (await takeDayUnit(tx, company.code, date, company.dailyCapacity))) accepted.push(offer);
    else failed.push(company);
  }
  if (accepted.length === 0) throw conflict(MARKETPLACE_ERRORS.reservationFull.code, MARKETPLACE_ERRORS.reservationFull.message);

  const requestId = newPublicId('RV');
  const response: ReservationReserveResponse = {
    companies: accepted.map((offer) => pricedView(market, offer.company, move, offer.quote, locale)),
    requestDateTime: now.toISOString(),
    requestId,
    preferredDate: date,
    janetEncodeAddress: addressKey,
    failure: failed.map((company) => pricedView(market, company, move, null, locale)),
    alliance: alliances.map((alliance) => allianceView(alliance, locale)),
    contactMethod: request.contactMethod,
    contactWindows: request.contactWindows,
  };
  const details = reservationDetails(request);
  await insertReservationRequest(
    tx,
    { requestId, details, preferredDate: date, createdAt: now, fingerprint, response, answerBy: reservationAnswerBy(now, date), locale },
    accepted.map((offer) => ({ companyCode: offer.company.code, price: offer.quote.total, priceParts: offer.quote.parts })),
  );
  await mail.formRequestSent(tx, {
    flow: 'reservation',
    details,
    requestId,
    receivedAt: now,
    quoted: accepted.map(({ company, quote }) => ({ company, price: quote.total, priceParts: quote.parts })),
    undelivered: failed,
    partners: alliances,
    locale,
  });
  return response;
}
