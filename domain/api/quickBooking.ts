import { z } from 'zod';
import type { CompanyLanguages } from './company.ts';
import type { BuildingDetail, DestinationBuildingDetail } from '../address/buildingDetail.ts';
import { SEARCH_WINDOW_DAYS } from '../dates/search.ts';
import { TOWER_FLOOR } from '../options/quickBooking.ts';
import { detailAddressRule } from '../validation/addressRules.ts';
import { otherBelongingsRule } from '../validation/belongingsRules.ts';
import { buildingDetailAlert, missingBuildingItems } from '../validation/buildingDetailRules.ts';
import { emailRule, nameKanaRule, nameRule } from '../validation/contactRules.ts';
import { MESSAGES } from '../validation/messages.ts';
import { isExistingDate } from '../validation/scheduleRules.ts';
import type { ApiFieldError } from './errors.ts';
import { quickBelongingsSchema } from './belongingsPayload.ts';
import type { PricePart } from './priceLines.ts';
import type { CompanyReviews } from './reviews.ts';
import {
  cityCodeField,
  codeField,
  companyCodeField,
  districtCodeField,
  isoDateField,
  oneOf,
  phoneField,
  postalCodeField,
  prefectureCodeField,
  ruleField,
  reportIssue,
  firstFailure,
} from './schemaParts.ts';

/** GET /api/kantan-yoyaku/availability/ query (all required). */
export const availabilityQuerySchema = z
  .object({
    fromPrefectureId: prefectureCodeField,
    fromCityId: cityCodeField,
    fromDistrictId: districtCodeField,
    toPrefectureId: prefectureCodeField,
    toCityId: cityCodeField,
    fromDate: isoDateField,
    toDate: isoDateField,
  })
  .superRefine((query, ctx) => refineDateRange(query, ctx));
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

/** Response of GET /api/kantan-yoyaku/availability/: whether quick booking serves the route. */
export interface AvailabilityResponse {
  result: boolean;
  errors: ApiFieldError[];
}

const floorPlanField = z.int({ error: MESSAGES.floorPlan.required }).min(1, firstFailure(MESSAGES.floorPlan.required)).max(14, firstFailure(MESSAGES.floorPlan.required));
const yesNo = oneOf(['1', '0', '']);

const buildingDetailShape = {
  buildingType: oneOf(['apartment', 'house', '']),
  isTower: yesNo,
  floor: codeField(/^(-1|[1-9]|1[0-9]|20|)$/),
  hasIndoorStairs: yesNo,
  hasElevator: yesNo,
  parkingAvailability: oneOf(['1', '2', '3', '']),
};

/** Rejects an incomplete building with the alert text the form shows, and floor 20 outside a tower. */
function refineCompleteBuilding(detail: BuildingDetail | DestinationBuildingDetail, ctx: z.RefinementCtx): void {
  const alert = buildingDetailAlert(missingBuildingItems(detail));
  if (alert !== undefined) reportIssue(ctx, alert);
  if (detail.floor === TOWER_FLOOR && detail.isTower !== '1') {
    reportIssue(ctx, MESSAGES.invalidInput, ['floor']);
  }
}

/** Origin building details ('' for what a detached house does not have). */
export const fromBuildingSchema = z
  .object({ ...buildingDetailShape, parkingAvailability: oneOf(['1', '2', '']) })
  .superRefine(refineCompleteBuilding);
/** Destination building details, plus whether the building is new. */
export const toBuildingSchema = z
  .object({ ...buildingDetailShape, isNewBuilding: yesNo })
  .superRefine(refineCompleteBuilding);

/** The move as quick booking prices it: route, floor plans, head count, buildings, belongings and time. */
const quickMoveShape = {
  fromPrefecture: prefectureCodeField,
  fromCity: cityCodeField,
  fromDistrict: districtCodeField,
  toPrefecture: prefectureCodeField,
  toCity: cityCodeField,
  fromFloorPlan: floorPlanField,
  toFloorPlan: floorPlanField,
  headCount: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: MESSAGES.movers.required }),
  fromBuilding: fromBuildingSchema,
  toBuilding: toBuildingSchema,
  nimotsu: quickBelongingsSchema,
  etcBaggages: ruleField(otherBelongingsRule),
  desiredTime: oneOf(['free', 'am']),
};

/** POST /api/kantan-yoyaku/company-availability/ — companies and prices per day from fromDate to toDate. */
export const companyAvailabilityRequestSchema = z
  .object({ ...quickMoveShape, fromDate: isoDateField, toDate: isoDateField })
  .superRefine((request, ctx) => refineDateRange(request, ctx));
export type CompanyAvailabilityRequest = z.infer<typeof companyAvailabilityRequestSchema>;

/** A company bookable on a day, with its prices. */
export interface CompanyInfo {
  companyId: string;
  name: string;
  /** Price in yen for a free-time move. */
  price: number;
  /** The parts adding up to `price`. */
  priceParts: PricePart[];
  /** Price in yen for a morning move, or null when the company takes no AM request. */
  priceForAm: number | null;
  /** The parts adding up to `priceForAm`, or null with it. */
  priceForAmParts: PricePart[] | null;
  acceptAmPreferredRequest: boolean;
  /** Recommendation order, 1 first (sort type 1). */
  order: number;
  /** The mean of its reviews' overall scores (1..5, moves booked here only), or null without reviews (issue 38). */
  satisfactionRate: number | null;
  /** Its reviews; sort type 3 orders by their `rankingScore`, companies without reviews last. */
  reviews: CompanyReviews;
  telephoneNumber: string;
  /** In the request's language: '9:00〜19:00', '9:00–19:00' (issue 28). */
  businessHours: string;
  /** URL path of the logo (jpeg, jpg, png, gif or bmp). */
  logoImageFilePath: string;
  languages?: CompanyLanguages;
}

/** The companies bookable on one day (yyyy-MM-dd). */
export interface DayAvailability {
  date: string;
  companyInfos: CompanyInfo[];
}

/** Response of POST /api/kantan-yoyaku/company-availability/ (code 1001: sold out). */
export interface CompanyAvailabilityResponse {
  results: DayAvailability[];
  errors: ApiFieldError[];
}

/** POST /api/kantan-yoyaku/reserve/ — the move, the chosen day and company, the price seen, and the customer. */
export const quickBookingReserveRequestSchema = z.object({
  ...quickMoveShape,
  movingDate: isoDateField,
  companyId: companyCodeField,
  /** The price the visitor saw (the AM price when desiredTime is 'am'); a different current price is refused. */
  price: z.int({ error: MESSAGES.invalidInput }).min(0, firstFailure(MESSAGES.invalidInput)),
  fromPostalCode: postalCodeField,
  fromDetailAddress: ruleField(detailAddressRule),
  toDetailAddress: ruleField(detailAddressRule),
  customerName: ruleField(nameRule('quickBooking'), MESSAGES.name.required.quick),
  customerNameKana: ruleField(nameKanaRule, MESSAGES.nameKana.required),
  customerTel: phoneField('quickBooking'),
  customerEmail: ruleField(emailRule, MESSAGES.email.required),
});
export type QuickBookingReserveRequest = z.infer<typeof quickBookingReserveRequestSchema>;

/** POST /api/kantan-yoyaku/quote/ body: the move, the day and the company (the reserve body without customer data). */
export const quickQuoteRequestSchema = quickBookingReserveRequestSchema.pick({
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

/** Response of POST /api/kantan-yoyaku/quote/: one company's price on one day, part by part, free slot and AM slot. */
export type QuickQuoteResponse = Pick<CompanyInfo, 'companyId' | 'price' | 'priceParts' | 'priceForAm' | 'priceForAmParts'> & {
  /** yyyy-MM-dd */
  date: string;
};

/**
 * Body of the 409 code 1003 answer of POST /api/kantan-yoyaku/reserve/: the price the visitor saw
 * is no longer the current one (besides `errors`).
 */
export interface PriceChangedBody {
  previousPrice: number;
  currentPrice: number;
  /** The parts adding up to `currentPrice`. */
  currentPriceParts: PricePart[];
}

/** Response of POST /api/kantan-yoyaku/reserve/ (code 1001: duplicate booking). */
export interface QuickBookingReserveResponse {
  reservationId: string;
  /** Date-time until which the provisional booking holds, ISO 8601. */
  expiredDate: string;
  /** The company's closed days in the booking's language, e.g. ['水'] or ['Wed']. */
  closedDays: string[];
  errors: ApiFieldError[];
}

/** toDate is on or after fromDate and at most the search window (89 days) later. */
function refineDateRange(range: { fromDate: string; toDate: string }, ctx: z.RefinementCtx): void {
  if (!isExistingDate(range.fromDate, 'yyyy-MM-dd') || !isExistingDate(range.toDate, 'yyyy-MM-dd')) return;
  const days = (Date.parse(range.toDate) - Date.parse(range.fromDate)) / 86_400_000;
  if (days < 0 || days > SEARCH_WINDOW_DAYS) {
    reportIssue(ctx, MESSAGES.invalidInput, ['toDate']);
  }
}
