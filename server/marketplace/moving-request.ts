import type { Alliance } from '../../domain/api/company.ts';
import { contactPreferenceOf } from '../../domain/api/contactPreferenceWire.ts';
import type { EstimateRequest } from '../../domain/api/estimate.ts';
import type { PricePart } from '../../domain/api/priceLines.ts';
import type { Locale } from '../../domain/i18n/locale.ts';
import { invalid } from '../errors/refusal.ts';
import { floorPlanFromCode, moveDistance, type MoveSpec } from '../pricing/index.ts';
import { belongingsOf, type MoveEnd, type MoveSchedule, type TimeAsked } from '../requests/move.ts';
import type { RequestDetails } from '../requests/request-details.ts';
import { allianceWords } from './catalogue-words.ts';
import { MARKETPLACE_ERRORS } from './error-codes.ts';
import type { Marketplace } from './marketplace.ts';
import { declaredVolumeM3, estimateItemCounts, flowMove, headCountOf } from './move-spec.ts';
import type { MarketplaceAlliance, MarketplaceCompany } from './types.ts';

/*
 * The moving request that the estimate and the reservation forms both send (spec §7 wire names):
 * the move between two addresses with its household and belongings, the visitor's contact, the
 * companies (`kaisha`) and partner services (`alliance`) chosen. What both flows do with it is
 * here; what differs (the schedule, the prices, the day's capacity) is in estimate/ and reservation/.
 */

/** The fields of a moving request, or of its company-list query (which has no floor plans), that make the move. */
export interface RequestedMoveFields {
  fromTodofukenCd: string;
  fromShikuchosonCd: string;
  toTodofukenCd: string;
  toShikuchosonCd: string;
  manCount: string;
  nimotsu?: Record<string, Record<string, string>>;
  fromMadoriCd?: string;
  toMadoriCd?: string;
}

/** The move a moving request describes, its belongings weighed by the master's volumes. */
export function requestedMove(market: Marketplace, request: RequestedMoveFields): MoveSpec {
  return flowMove({
    from: { prefectureCode: request.fromTodofukenCd, cityCode: request.fromShikuchosonCd, floorPlanCode: request.fromMadoriCd },
    to: { prefectureCode: request.toTodofukenCd, cityCode: request.toShikuchosonCd, floorPlanCode: request.toMadoriCd },
    headCount: headCountOf(request.manCount),
    declaredVolumeM3: declaredVolumeM3(estimateItemCounts(request.nimotsu), market.itemVolumes),
  });
}

/** The companies a request names, in its order; a code the catalogue does not know is bad input. */
export function chosenCompanies(market: Marketplace, codes: readonly string[]): MarketplaceCompany[] {
  return codes.map((code) => {
    const company = market.catalogue.company(code);
    if (company === undefined) throw invalid([{ ...MARKETPLACE_ERRORS.unknownCompany, field: 'kaisha' }]);
    return company;
  });
}

/** The partners a request names; an id the catalogue does not know, or of a partner no longer offered, is bad input. */
export function chosenAlliances(market: Marketplace, ids: readonly string[]): MarketplaceAlliance[] {
  return ids.map((id) => {
    const alliance = market.catalogue.alliances.find((candidate) => candidate.id === id);
    if (alliance === undefined || !alliance.enabled) throw invalid([{ ...MARKETPLACE_ERRORS.unknownAlliance, field: 'alliance' }]);
    return alliance;
  });
}

/** A partner service as the answers list it, its title and description in the answer's language. */
export function allianceView(alliance: MarketplaceAlliance, locale: Locale): Alliance {
  return { alliance_id: alliance.id, file_name: alliance.fileName, ...allianceWords(alliance, locale) };
}

/** The partner services offered for a move between two prefectures, as the answers list them in `locale`. */
export function offeredAlliances(market: Marketplace, fromPrefecture: string, toPrefecture: string, locale: Locale): Alliance[] {
  return market.catalogue.alliancesFor(fromPrefecture, toPrefecture).map((alliance) => allianceView(alliance, locale));
}

/** Whether a company quotes the move online: national chains always, regional firms short of the long-distance band. */
export function givesEstimate(company: MarketplaceCompany, move: MoveSpec): boolean {
  return company.reach === 'national' || moveDistance(move).band !== 'beyond500';
}

/** The moving form's fields as both flows send them: the addresses, the household, the belongings, the visitor and their contact choice. */
type MovingFormRequest = Pick<
  EstimateRequest,
  | 'fromZipCd' | 'fromTodofukenCd' | 'fromShikuchosonCd' | 'fromMachiCd' | 'fromHouseNumber' | 'fromHousingTypeCd' | 'fromMadoriCd'
  | 'toTodofukenCd' | 'toShikuchosonCd' | 'toTownArea' | 'toHouseNumber' | 'toHousingTypeCd' | 'toMadoriCd'
  | 'manCount' | 'nimotsu' | 'etcNimotsu' | 'shimei' | 'shimeiKana' | 'email' | 'tel1' | 'etcYobo' | 'contactMethod' | 'contactWindows' | 'alliance'
>;

/** A moving form's request in our own names, with the schedule and the time its flow asks in its own way. */
export function movingFormDetails(request: MovingFormRequest, schedule: MoveSchedule, time: TimeAsked): RequestDetails {
  const end = (prefecture: string, city: string, housingType: string, floorPlan: string): Omit<MoveEnd, 'postalCode' | 'district'> =>
    ({ prefecture, city, housingType, floorPlan: floorPlanFromCode(floorPlan), building: null });
  return {
    move: {
      origin: { postalCode: request.fromZipCd, district: request.fromMachiCd, ...end(request.fromTodofukenCd, request.fromShikuchosonCd, request.fromHousingTypeCd, request.fromMadoriCd) },
      destination: { postalCode: '', district: '', ...end(request.toTodofukenCd, request.toShikuchosonCd, request.toHousingTypeCd, request.toMadoriCd) },
      headCount: headCountOf(request.manCount),
      schedule,
      time,
      belongings: belongingsOf(estimateItemCounts(request.nimotsu)),
    },
    personal: {
      name: request.shimei,
      nameReading: request.shimeiKana,
      email: request.email,
      tel: request.tel1,
      originDetail: request.fromHouseNumber,
      destinationDetail: request.toHouseNumber,
      destinationTownArea: request.toTownArea,
      note: request.etcYobo,
      belongingsNote: request.etcNimotsu,
    },
    contact: contactPreferenceOf(request),
    partners: request.alliance,
  };
}

/** What every stored estimate and reservation request keeps about itself. */
export interface NewMovingRequest {
  requestId: string;
  details: RequestDetails;
  createdAt: Date;
  /** The language the request was made in, which the visitor's messages are written in. */
  locale: Locale;
}

/** A company a request was delivered to, with the price it was shown at (null when it gives none). */
export interface DeliveredCompany {
  companyCode: string;
  price: number | null;
  priceParts: readonly PricePart[] | null;
}
