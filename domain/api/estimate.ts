import { z } from 'zod';
import { AB_PATTERNS, AB_TEST_IDS } from '../abTests/abTests.ts';
import { otherBelongingsRule } from '../validation/belongingsRules.ts';
import { estimateCompaniesRule } from '../validation/companyRules.ts';
import { MESSAGES } from '../validation/messages.ts';
import type { Alliance, EstimateCompany, PricedCompany } from './company.ts';
import { contactPreferenceShape, refineContactPreference, type ContactPreferenceWire } from './contactPreferenceFields.ts';
import { belongingsShape, contactShape, estimateAddressShape, optionalHouseNumberField } from './estimateForms.ts';
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
  firstFailure,
} from './schemaParts.ts';

const bit = z.union([z.literal(0), z.literal(1)]);

/** Preferred times as sent: indexes 2, 3, 4 are 1 for preferredTime1, 2, 3; indexes 0 and 1 stay 0. */
export const kibouJikanArraySchema = z.tuple([z.literal(0), z.literal(0), bit, bit, bit]);

/** A/B patterns as sent: test id → 'var0' | 'var1'. */
export const abPatternsSchema = z.partialRecord(z.enum(AB_TEST_IDS), z.enum(AB_PATTERNS), { error: MESSAGES.invalidInput });

const preciseSchedule = {
  isYoteibi: z.literal('1'),
  yoteiDateYearMonth: yearMonthField,
  yoteiDateDay: dayField,
};
const approximateSchedule = {
  isYoteibi: z.literal('0'),
  kohoDateYearMonth: yearMonthField,
  kohoJikiKbnCd: oneOf(['01', '02', '03'], MESSAGES.timing.required),
  kohoYobiKbnCd: oneOf(['99', '01', '02']),
};

const estimateCommon = {
  ...estimateAddressShape,
  fromHouseNumber: optionalHouseNumberField,
  ...contactShape('estimate'),
  ...contactPreferenceShape,
  ...belongingsShape,
  kibouJikanCd: kibouJikanArraySchema,
  kaisha: z.array(companyCodeField, { error: MESSAGES.companies.estimateRequired }).superRefine((codes, ctx) => {
    const message = estimateCompaniesRule(codes);
    if (message !== undefined) reportIssue(ctx, message);
  }),
  /** Alliance partner ids the visitor checked. */
  alliance: z.array(identifierField),
  /** The A/B patterns of the visit (spec §4); absent from the embedded form. */
  abPatterns: abPatternsSchema.optional(),
};

/** POST /api/estimate/ — precise date (isYoteibi '1') or approximate month, timing and weekday (isYoteibi '0'). */
export const estimateRequestSchema = z
  .discriminatedUnion('isYoteibi', [
    z.object({ ...estimateCommon, ...preciseSchedule }),
    z.object({ ...estimateCommon, ...approximateSchedule }),
  ], { error: MESSAGES.invalidInput })
  .superRefine((request, ctx) => {
    if (request.isYoteibi === '1') refineExistingDay(request, ctx, 'yoteiDateYearMonth', 'yoteiDateDay');
    refineContactPreference(request, ctx);
  });
export type EstimateRequest = z.infer<typeof estimateRequestSchema>;

/** A company of an estimate result. */
export type EstimateResultCompany = Pick<PricedCompany, 'kissCd' | 'name' | 'price' | 'priceParts' | 'rate' | 'logoFileNm' | 'languages'>;

/** Response of POST /api/estimate/; `contactMethod` and `contactWindows` echo the contact choice as stored. */
export interface EstimateResponse extends ContactPreferenceWire {
  /** 'success': every chosen company received the request; 'partial': some did; 'failure': none did. */
  status: 'success' | 'partial' | 'failure';
  /** Companies the request could not be delivered to. */
  failure: EstimateResultCompany[];
  /** Companies that will send an estimate. */
  estimate: EstimateResultCompany[];
  /** Companies that received the request without giving an estimate. */
  withoutEstimate: EstimateResultCompany[];
  /** ISO 8601 date-time the request was stored. */
  requestDateTime: string;
  requestId: string;
  janetEncodeAddress: string;
  /** The partner services the request also went to (those the visitor checked). */
  alliance: Alliance[];
  /**
   * The capability to add partner services to this request (POST /api/alliances-request/): only the
   * visitor who sent it holds it, for an hour (issue 34). It goes in that call's body, so it works
   * inside a partner's iframe too, where no cookie of ours is sent.
   */
  allianceToken: string;
}

/**
 * POST /api/alliances-request/ — partners chosen on the alliance page after an estimate, with the
 * estimate answer's `allianceToken`. A missing or malformed one is refused like a wrong one (403),
 * so it is optional here.
 */
export const alliancesRequestSchema = z.object({
  requestId: identifierField,
  alliance: z.array(identifierField).min(1, firstFailure(MESSAGES.invalidInput)),
  nimotsu: estimateBelongingsShapeSchema,
  allianceToken: z.string().max(100).optional(),
});
export type AlliancesRequest = z.infer<typeof alliancesRequestSchema>;
/** Response of POST /api/alliances-request/. */
export interface AlliancesRequestResponse {
  requestId: string;
  /** Alliance ids that received the request. */
  alliance: string[];
}

/** GET /api/companies/ query (all values strings); nimotsu is the JSON text of the estimate `nimotsu`. */
export const companiesQuerySchema = z
  .object({
    fromTodofukenCd: prefectureCodeField,
    fromShikuchosonCd: cityCodeField,
    fromMachiCd: districtCodeField,
    toTodofukenCd: prefectureCodeField,
    toShikuchosonCd: cityCodeField,
    isYoteibi: oneOf(['1', '0']),
    manCount: manCountField,
    yoteiDateYearMonth: yearMonthField.optional(),
    yoteiDateDay: dayField.optional(),
    kohoDateYearMonth: yearMonthField.optional(),
    kohoJikiKbnCd: oneOf(['01', '02', '03']).optional(),
    kohoYobiKbnCd: oneOf(['99', '01', '02']).optional(),
    nimotsu: jsonText(estimateBelongingsShapeSchema).optional(),
    etcNimotsu: ruleField(otherBelongingsRule).optional(),
  })
  .superRefine((query, ctx) => refineExistingDay(query, ctx, 'yoteiDateYearMonth', 'yoteiDateDay'));
export type CompaniesQuery = z.input<typeof companiesQuerySchema>;
export type ParsedCompaniesQuery = z.output<typeof companiesQuerySchema>;

/** Response of GET /api/companies/. */
export interface CompaniesResponse {
  kaisha: EstimateCompany[];
  alliance: Alliance[];
}
