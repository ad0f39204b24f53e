import type { Locale } from '../../../domain/i18n/locale.ts';
import type { CompaniesResponse, EstimateResponse, EstimateResultCompany } from '../../../domain/api/estimate.ts';
import type { AlliancesRequest, AlliancesRequestResponse, EstimateRequest, ParsedCompaniesQuery } from '../../../domain/api/estimate.ts';
import { lockEnabledPartner } from '../../embed/partner-repository.ts';
import { EMBED_ERRORS } from '../../embed/signed-writes.ts';
import { forbidden, invalid } from '../../errors/refusal.ts';
import { quoteFor, servesMove, worksOn } from '../availability.ts';
import { refuseContactWithQuickBooking } from '../duplicate-guard.ts';
import { MARKETPLACE_ERRORS } from '../error-codes.ts';
import type { Marketplace } from '../marketplace.ts';
import {
  allianceView,
  chosenAlliances,
  chosenCompanies,
  givesEstimate,
  offeredAlliances,
  movingFormDetails,
  requestedMove,
  type DeliveredCompany,
} from '../moving-request.ts';
import { lastDayOf, type MoveSchedule, type TimeAsked } from '../../requests/move.ts';
import type { RequestDetails } from '../../requests/request-details.ts';
import { PREFERRED_TIME_OPTIONS } from '../../../domain/options/schedule.ts';
import { pricePartsIn } from '../price-parts-in-words.ts';
import { newPublicId } from '../public-id.ts';
import type { QuotedCompany } from '../../delivery/request-messages.ts';
import { insertAlliancesRequest, insertEstimateRequest, storedEstimateRequest } from './repository.ts';
import { grantAllianceCapability, requireAllianceCapability } from './alliance-capability.ts';
import { preciseDate, representativeDate } from '../schedule.ts';
import type { MarketplaceCompany } from '../types.ts';
import { requireBookableDate, requireOfferedMonth } from '../booking-window.ts';
import type { WriteContext } from '../write-context.ts';
import type { AnswerSecrets } from '../idempotency.ts';

/** GET /api/companies/: companies serving the move, each with its estimate flag and reviews, and the alliance partners offered (in `locale`). */
export function estimateCompanies(market: Marketplace, query: ParsedCompaniesQuery, locale: Locale): CompaniesResponse {
  const move = requestedMove(market, query);
  return {
    kaisha: market.catalogue.companiesServing(move).map((company) => ({
      kissCd: company.code,
      name: company.name,
      estimate: givesEstimate(company, move),
      reviews: market.reviews.of(company.code),
      languages: company.languages,
    })),
    alliance: offeredAlliances(market, query.fromTodofukenCd, query.toTodofukenCd, locale),
  };
}

/** The day an estimate is priced on, once its schedule is one the form offers today (spec §3, §9). */
function estimateDate(request: EstimateRequest, now: Date): string {
  if (request.isYoteibi === '1') {
    const date = preciseDate(request.yoteiDateYearMonth, request.yoteiDateDay);
    requireBookableDate(date, now, 'yoteiDateDay');
    return date;
  }
  requireOfferedMonth(
    { value: request.kohoDateYearMonth, field: 'kohoDateYearMonth' },
    { value: request.kohoJikiKbnCd, field: 'kohoJikiKbnCd' },
    now,
  );
  return representativeDate(request.kohoDateYearMonth, request.kohoJikiKbnCd);
}

/** An estimate request in our own names. */
export function estimateDetails(request: EstimateRequest): RequestDetails {
  return movingFormDetails(request, estimateSchedule(request), preferredTimes(request));
}

/** An estimate's schedule in our own names: a day, or a month ('yyyyMM' on the wire), its part and the weekdays. */
function estimateSchedule(request: EstimateRequest): MoveSchedule {
  if (request.isYoteibi === '1') return { kind: 'day', date: preciseDate(request.yoteiDateYearMonth, request.yoteiDateDay) };
  const month = `${request.kohoDateYearMonth.slice(0, 4)}-${request.kohoDateYearMonth.slice(4, 6)}`;
  return { kind: 'month', month, timing: request.kohoJikiKbnCd, weekdays: request.kohoYobiKbnCd };
}

/** The preferred times checked: the wire's [0, 0, t1, t2, t3] holds a 1 for each. */
function preferredTimes(request: EstimateRequest): TimeAsked {
  return { kind: 'preferredTimes', times: PREFERRED_TIME_OPTIONS.filter((_, index) => request.kibouJikanCd[index + 2] === 1).map((option) => option.value) };
}

/**
 * POST /api/estimate/: stores the request and tells which chosen companies will quote it.
 * Companies that do not serve the move are listed as failures; an unknown code is bad input.
 * `partnerId` names the partner whose embedded form sent it (null from our own pages); `addressKey`
 * is the visitor's opaque address key (address-key.ts), answered as `janetEncodeAddress`; `locale` is
 * the language the request was made in, stored with it and the visitor's messages' language.
 */
export async function submitEstimate(
  market: Marketplace,
  { tx, now, mail }: WriteContext,
  request: EstimateRequest,
  { partnerId, addressKey, locale }: { partnerId: string | null; addressKey: string; locale: Locale },
): Promise<EstimateResponse> {
  const chosen = chosenCompanies(market, request.kaisha);
  const alliances = chosenAlliances(market, request.alliance);
  const date = estimateDate(request, now);
  // The partner was enabled when the signature was checked; it must still be as this request is stored.
  if (partnerId !== null && !(await lockEnabledPartner(tx, partnerId))) throw forbidden(EMBED_ERRORS.partnerUnavailable.code, EMBED_ERRORS.partnerUnavailable.message);
  await refuseContactWithQuickBooking(tx, request.email, request.tel1, now);

  const move = requestedMove(market, request);
  const result = { estimate: [] as EstimateResultCompany[], withoutEstimate: [] as EstimateResultCompany[], failure: [] as EstimateResultCompany[] };
  const delivered: (DeliveredCompany & { givesEstimate: boolean })[] = [];
  const quoted: QuotedCompany[] = [];
  const undelivered: MarketplaceCompany[] = [];
  for (const company of chosen) {
    const reviews = market.reviews.of(company.code);
    const view = { kissCd: company.code, name: company.name, rate: reviews.mean, reviews, logoFileNm: company.logoPath, languages: company.languages };
    const unpriced = { ...view, price: null, priceParts: null };
    if (!servesMove(company, move)) {
      result.failure.push(unpriced);
      undelivered.push(company);
    } else if (givesEstimate(company, move) && worksOn(company, date)) {
      const quote = quoteFor(company, move, date, 'free');
      result.estimate.push({ ...view, price: quote.total, priceParts: pricePartsIn(quote.parts, locale) });
      delivered.push({ companyCode: company.code, givesEstimate: true, price: quote.total, priceParts: quote.parts });
      quoted.push({ company, price: quote.total, priceParts: quote.parts });
    } else {
      result.withoutEstimate.push(unpriced);
      delivered.push({ companyCode: company.code, givesEstimate: false, price: null, priceParts: null });
      quoted.push({ company, price: null, priceParts: null });
    }
  }

  const requestId = newPublicId('MT');
  const details = estimateDetails(request);
  await insertEstimateRequest(tx, {
    requestId,
    details,
    chosenCodes: request.kaisha,
    // Spec §4: no A/B pattern is recorded for the embedded form.
    abPatterns: partnerId === null ? (request.abPatterns ?? {}) : {},
    createdAt: now,
    partnerId,
    movingDate: lastDayOf(details.move.schedule),
    locale,
  }, delivered);
  const allianceToken = await grantAllianceCapability(tx, requestId, now);
  await mail.formRequestSent(tx, { flow: 'estimate', details, requestId, receivedAt: now, quoted, undelivered, partners: alliances, locale });
  return {
    status: result.failure.length === 0 ? 'success' : delivered.length === 0 ? 'failure' : 'partial',
    ...result,
    requestDateTime: now.toISOString(),
    requestId,
    janetEncodeAddress: addressKey,
    alliance: alliances.map((alliance) => allianceView(alliance, locale)),
    contactMethod: request.contactMethod,
    contactWindows: request.contactWindows,
    allianceToken,
  };
}

/**
 * What of an estimate's answer is kept for an Idempotency-Key replay: all but its capability, of
 * which only a hash is kept; a replay carries a new one (ending when the first one does).
 */
export function estimateAnswerSecrets(now: Date): AnswerSecrets<EstimateResponse, Omit<EstimateResponse, 'allianceToken'>> {
  return {
    kept: ({ allianceToken: _capability, ...answer }) => answer,
    replayed: async (tx, answer) => ({ ...answer, allianceToken: await grantAllianceCapability(tx, answer.requestId, now) }),
  };
}

/**
 * POST /api/alliances-request/: more partners chosen after an estimate, stored against its request
 * id, each told of the visitor through the outbox. Only the visitor who sent the estimate may (the
 * capability of its answer, `allianceToken`); anyone else is refused and nothing is sent.
 */
export async function submitAlliancesRequest(
  market: Marketplace,
  { tx, now, mail }: WriteContext,
  request: AlliancesRequest,
): Promise<AlliancesRequestResponse> {
  const partners = chosenAlliances(market, request.alliance);
  const estimate = await storedEstimateRequest(tx, request.requestId);
  if (estimate === undefined) throw invalid([{ ...MARKETPLACE_ERRORS.unknownRequest, field: 'requestId' }]);
  await requireAllianceCapability(tx, request.requestId, request.allianceToken, now);
  await insertAlliancesRequest(tx, request, now);
  await mail.partnersAdded(tx, { ...estimate, requestId: request.requestId, receivedAt: now, partners });
  return { requestId: request.requestId, alliance: [...request.alliance] };
}
