import { z } from 'zod';
import { houseNumberRule } from '../validation/addressRules.ts';
import { otherBelongingsRule } from '../validation/belongingsRules.ts';
import { reservationCompaniesRule } from '../validation/companyRules.ts';
import { MESSAGES } from '../validation/messages.ts';
import type { Alliance, PricedCompany } from './company.ts';
import { contactPreferenceShape, refineContactPreference, type ContactPreferenceWire } from './contactPreferenceFields.ts';
import { belongingsShape, contactShape, estimateAddressShape } from './estimateForms.ts';
import { estimateBelongingsShapeSchema } from './belongingsPayload.ts';
import {
  cityCodeField,
  companyCodeField,
  dayField,
  districtCodeField,
  identifierField,
  jsonText,
  manCountField,
  oneOf,
  prefectureCodeField,
  refineExistingDay,
  ruleField,
  yearMonthField,
  reportIssue,
} from './schemaParts.ts';

/** Reservation time frame: '1' morning, '2' afternoon, '0' unspecified. */
const kibouJikanCdField = oneOf(['1', '2', '0']);

/** POST /api/reservation/reserve/ — keys exactly as the spec lists them. */
export const reservationReserveRequestSchema = z
  .object({
    ...estimateAddressShape,
    fromHouseNumber: ruleField(houseNumberRule, MESSAGES.houseNumber.required),
    yoteiDateYearMonth: yearMonthField,
    yoteiDateDay: dayField,
    kibouJikanCd: kibouJikanCdField,
    ...contactShape('reservation'),
    ...contactPreferenceShape,
    ...belongingsShape,
    kaisha: z.array(companyCodeField, { error: MESSAGES.companies.reservationRequired }).superRefine((codes, ctx) => {
      const message = reservationCompaniesRule(codes);
      if (message !== undefined) reportIssue(ctx, message);
    }),
    alliance: z.array(identifierField),
  })
  .superRefine((request, ctx) => {
    refineExistingDay(request, ctx, 'yoteiDateYearMonth', 'yoteiDateDay');
    refineContactPreference(request, ctx);
  });
export type ReservationReserveRequest = z.infer<typeof reservationReserveRequestSchema>;

/** Response of POST /api/reservation/reserve/; `contactMethod` and `contactWindows` echo the contact choice as stored. */
export interface ReservationReserveResponse extends ContactPreferenceWire {
  /** Companies that accepted the provisional reservation. */
  companies: PricedCompany[];
  /** ISO 8601 date-time the reservation was stored. */
  requestDateTime: string;
  requestId: string;
  /** The requested moving date, yyyy-MM-dd. */
  preferredDate: string;
  janetEncodeAddress: string;
  /** Companies that could not take the reservation. */
  failure: PricedCompany[];
  /** The partner services the request also went to (those the visitor checked). */
  alliance: Alliance[];
}

/** GET /api/reservation/companies/ query (all values strings). */
export const reservationCompaniesQuerySchema = z
  .object({
    fromTodofukenCd: prefectureCodeField,
    fromShikuchosonCd: cityCodeField,
    fromMachiCd: districtCodeField,
    toTodofukenCd: prefectureCodeField,
    toShikuchosonCd: cityCodeField,
    yoteiDateYearMonth: yearMonthField,
    yoteiDateDay: dayField,
    kibouJikanCd: kibouJikanCdField,
    manCount: manCountField,
    nimotsu: jsonText(estimateBelongingsShapeSchema).optional(),
    etcNimotsu: ruleField(otherBelongingsRule).optional(),
  })
  .superRefine((query, ctx) => refineExistingDay(query, ctx, 'yoteiDateYearMonth', 'yoteiDateDay'));
export type ReservationCompaniesQuery = z.input<typeof reservationCompaniesQuerySchema>;
export type ParsedReservationCompaniesQuery = z.output<typeof reservationCompaniesQuerySchema>;

/** Response of GET /api/reservation/companies/. */
export interface ReservationCompaniesResponse {
  companies: PricedCompany[];
  /** Average price of the listed companies in yen, or null when none has a price. */
  averagePrice: number | null;
}

/** GET /api/reservation/alliances/ query. */
export const reservationAlliancesQuerySchema = z.object({
  fromTodofukenCd: prefectureCodeField,
  toTodofukenCd: prefectureCodeField,
});
export type ReservationAlliancesQuery = z.infer<typeof reservationAlliancesQuerySchema>;

/** Response of GET /api/reservation/alliances/. */
export interface ReservationAlliancesResponse {
  alliance: Alliance[];
}
