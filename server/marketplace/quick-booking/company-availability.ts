import type {
  AvailabilityQuery,
  AvailabilityResponse,
  CompanyAvailabilityRequest,
  CompanyInfo,
} from '../../../domain/api/quickBooking.ts';
import type { CompanyReviews } from '../../../domain/api/reviews.ts';
import type { ReviewScores } from '../../reviews/review-scores.ts';
import { LOCALES, type Locale } from '../../../domain/i18n/locale.ts';
import { Refusal } from '../../errors/refusal.ts';
import { JsonAnswer } from '../../http/json-answer.ts';
import { withoutFullDays, worksOn, type DayOffers } from '../availability.ts';
import { bookableWindow, datesBetween, japanToday } from '../calendar.ts';
import { dayUnitKey } from '../capacity/day-capacity-repository.ts';
import { businessHoursIn } from '../catalogue-words.ts';
import { MARKETPLACE_ERRORS } from '../error-codes.ts';
import type { Marketplace } from '../marketplace.ts';
import { quickMove } from '../move-spec.ts';
import { pricePartsIn } from '../price-parts-in-words.ts';
import { canonicalJson } from '../request-hash.ts';
import { mapInSlices } from '../slices.ts';
import type { DayPrice } from '../types.ts';

/*
 * The quick-booking calendar: whether a route can be booked at all, and each day's companies with
 * their prices, built from the price board and the booked units and cached by bookings version.
 */

/** The dates of a range that can be booked today (today + 3 days … + 3 months); empty when none. */
function bookableDates(fromDate: string, toDate: string, now: Date): string[] {
  const window = bookableWindow(japanToday(now));
  const first = fromDate > window.first ? fromDate : window.first;
  const last = toDate < window.last ? toDate : window.last;
  return first <= last ? datesBetween(first, last) : [];
}

/** One company-day of the calendar as the answer lists it in `locale` (the prices' parts and the business hours). */
export function companyInfoOf(offer: DayPrice, locale: Locale, reviews: CompanyReviews): CompanyInfo {
  const { company } = offer;
  return {
    companyId: company.code,
    name: company.name,
    price: offer.free.total,
    priceParts: pricePartsIn(offer.free.parts, locale),
    priceForAm: offer.am?.total ?? null,
    priceForAmParts: pricePartsIn(offer.am?.parts ?? null, locale),
    acceptAmPreferredRequest: company.acceptsAm,
    order: company.order,
    satisfactionRate: reviews.mean,
    reviews,
    telephoneNumber: company.telephoneNumber,
    businessHours: businessHoursIn(company.businessHours, locale),
    logoImageFilePath: company.logoPath,
    languages: company.languages,
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
    throw new Refusal('not_found', [{ ...MARKETPLACE_ERRORS.nothingAvailable, field: null }]);
  }
  return days;
}

/**
 * Each company-day's `CompanyInfo` as JSON, written once per priced offer, language and review
 * scores (the price board keeps the offer; the scores are replaced whenever a review changes).
 */
const companyInfoJson = Object.fromEntries(LOCALES.map((locale) => [locale, new WeakMap()])) as Record<Locale, WeakMap<DayPrice, { scores: ReviewScores; json: string }>>;

function companyInfoJsonOf(offer: DayPrice, locale: Locale, scores: ReviewScores): string {
  const written = companyInfoJson[locale].get(offer);
  if (written?.scores === scores) return written.json;
  const json = JSON.stringify(companyInfoOf(offer, locale, scores.of(offer.company.code)));
  companyInfoJson[locale].set(offer, { scores, json });
  return json;
}

/** Days written out before the event loop runs again (a fresh day is about a millisecond of JSON). */
const DAYS_PER_SLICE = 8;

/**
 * The `CompanyAvailabilityResponse` of `days` as JSON text, put together from each company-day's
 * JSON: an 89-day answer (about a megabyte) is neither built as objects nor serialised again for the
 * days it shares with an earlier answer, and is written out a slice of days at a time.
 */
export async function companyAvailabilityJson(days: readonly DayOffers[], locale: Locale, scores: ReviewScores): Promise<string> {
  const results = await mapInSlices(days, DAYS_PER_SLICE, (day) => `{"date":${JSON.stringify(day.date)},"companyInfos":[${day.offers.map((offer) => companyInfoJsonOf(offer, locale, scores)).join(',')}]}`);
  return `{"results":[${results.join(',')}],"errors":[]}`;
}

/**
 * POST /api/kantan-yoyaku/company-availability/ from the raw body, as an encoded JSON answer in `locale`.
 * While the booked counts are cached (this instance hears every booking, see `BookedUnits`), the
 * answer to a body is kept until any instance commits a booking or the day turns: the same calendar
 * asked again is neither validated, priced, serialised nor compressed again. A body seen for the first time is validated like any other.
 */
export function companyAvailabilityAnswer(
  market: Marketplace,
  body: unknown,
  now: Date,
  parse: (body: unknown) => CompanyAvailabilityRequest,
  locale: Locale,
): Promise<JsonAnswer> {
  const reusable = market.bookedUnits.cacheable;
  const answer = async () => new JsonAnswer(await companyAvailabilityJson(await companyAvailability(market, parse(body), now), locale, market.reviews), { reusable });
  if (!reusable) return answer();
  const key = `${market.bookedUnits.version}|${japanToday(now)}|${locale}|${canonicalJson(body)}`;
  return market.calendarAnswers.getOrCreate(key, () => {
    const pending = answer();
    pending.catch(() => market.calendarAnswers.delete(key));
    return pending;
  });
}
