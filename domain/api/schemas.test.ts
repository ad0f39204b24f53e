import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../validation/messages.ts';
import { japanese } from '../testing/messages.ts';
import { issueMessage } from './schemaParts.ts';
import {
  exampleCompanyAvailabilityRequest,
  exampleEstimateRequest,
  exampleQuickBookingReserveRequest,
  exampleReservationReserveRequest,
} from '../testing/exampleRequests.ts';
import {
  alliancesRequestSchema,
  availabilityQuerySchema,
  companiesQuerySchema,
  companyAvailabilityRequestSchema,
  districtsParamsSchema,
  emailRequestSchema,
  estimateRequestSchema,
  groupedCitiesParamsSchema,
  quickBookingReserveRequestSchema,
  locationRequestSchema,
  postalRequestSchema,
  quickBelongingsSchema,
  reservationAlliancesQuerySchema,
  reservationCompaniesQuerySchema,
  reservationReserveRequestSchema,
} from './index.ts';

/** The messages of a failed parse, keyed by dotted path ('' for the root). */
function issues(schema: z.ZodType, input: unknown): Record<string, string | undefined> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), japanese(issueMessage(issue))]));
}

describe('estimate request', () => {
  it('accepts a precise and an approximate schedule', () => {
    expect(issues(estimateRequestSchema, exampleEstimateRequest)).toEqual({});
    const { yoteiDateYearMonth: _m, yoteiDateDay: _d, ...rest } = exampleEstimateRequest as Extract<typeof exampleEstimateRequest, { isYoteibi: '1' }>;
    const approximate = { ...rest, isYoteibi: '0', kohoDateYearMonth: '202612', kohoJikiKbnCd: '02', kohoYobiKbnCd: '99' };
    expect(issues(estimateRequestSchema, approximate)).toEqual({});
    expect(issues(estimateRequestSchema, { ...approximate, kohoJikiKbnCd: undefined })).toEqual({
      kohoJikiKbnCd: MESSAGES.timing.required,
    });
  });

  it('applies the estimate-form contact messages', () => {
    expect(issues(estimateRequestSchema, { ...exampleEstimateRequest, shimei: ' ' })).toEqual({ shimei: '氏名を入力してください。' });
    expect(issues(estimateRequestSchema, { ...exampleEstimateRequest, tel1: undefined })).toEqual({ tel1: 'ご連絡先電話番号を入力してください。' });
    expect(issues(estimateRequestSchema, { ...exampleEstimateRequest, tel1: '' })).toEqual({ tel1: 'ご連絡先電話番号を入力してください。' });
    expect(issues(estimateRequestSchema, { ...exampleEstimateRequest, tel1: '12345678' })).toEqual({ tel1: 'ご連絡先電話番号は9字以上で入力してください。' });
    expect(issues(estimateRequestSchema, { ...exampleEstimateRequest, tel1: '123456789' })).toEqual({});
  });

  it('requires at least one company and a real date', () => {
    expect(issues(estimateRequestSchema, { ...exampleEstimateRequest, kaisha: [] })).toEqual({ kaisha: MESSAGES.companies.estimateRequired });
    expect(issues(estimateRequestSchema, { ...exampleEstimateRequest, yoteiDateYearMonth: '202702', yoteiDateDay: '29' })).toEqual({
      yoteiDateDay: MESSAGES.movingDate.nonexistent,
    });
    expect(issues(estimateRequestSchema, { ...exampleEstimateRequest, yoteiDateYearMonth: '202802', yoteiDateDay: '29' })).toEqual({});
  });

  it('refuses a malformed kibouJikanCd and an unknown schedule kind', () => {
    expect(issues(estimateRequestSchema, { ...exampleEstimateRequest, kibouJikanCd: [1, 0, 1, 0, 0] })).toHaveProperty('kibouJikanCd.0');
    expect(issues(estimateRequestSchema, { ...exampleEstimateRequest, isYoteibi: '2' })).toHaveProperty('isYoteibi');
  });

  it('checks belongings: digits, limits and at least one', () => {
    const nimotsu = (counts: Record<string, string>) => ({ ...exampleEstimateRequest, nimotsu: { '8': counts } });
    expect(issues(estimateRequestSchema, nimotsu({ '80001': '99' }))).toEqual({});
    expect(issues(estimateRequestSchema, nimotsu({ '80001': '100' }))).toEqual({ 'nimotsu.8.80001': '個数は99以内で入力してください。' });
    expect(issues(estimateRequestSchema, nimotsu({ '80002': '31' }))).toEqual({ 'nimotsu.8.80002': '個数は30以内で入力してください。' });
    // The first failure only: a refused count is neither checked again nor counted as 0.
    expect(issues(estimateRequestSchema, nimotsu({ '80002': 'x' }))).toEqual({ 'nimotsu.8.80002': MESSAGES.belongings.digitsOnly });
    expect(issues(estimateRequestSchema, nimotsu({ '80002': '１０' }))).toEqual({ 'nimotsu.8.80002': MESSAGES.belongings.digitsOnly });
    expect(issues(quickBelongingsSchema, [{ id: '1', items: [{ id: '10001', count: -1 }] }])).toEqual({ '0.items.0.count': MESSAGES.belongings.digitsOnly });
    expect(issues(estimateRequestSchema, nimotsu({ '80002': '0' }))).toEqual({ nimotsu: MESSAGES.belongings.allZero });
  });
});

describe('duplicate companies', () => {
  it('are refused in the estimate and the reservation', () => {
    expect(issues(estimateRequestSchema, { ...exampleEstimateRequest, kaisha: ['K001', 'K001'] })).toEqual({ kaisha: MESSAGES.companies.duplicate });
    expect(issues(reservationReserveRequestSchema, { ...exampleReservationReserveRequest, kaisha: ['K001', 'K001'] })).toEqual({
      kaisha: MESSAGES.companies.duplicate,
    });
  });
});

describe('issue codes', () => {
  it('tags rule failures with INVALID_INPUT for the server error body', () => {
    const result = estimateRequestSchema.safeParse({ ...exampleEstimateRequest, shimei: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: 'custom', params: { code: 'INVALID_INPUT' }, path: ['shimei'] });
  });

  it('tags the postal code rule with the postal codes in every request, and trims the code', () => {
    const codeOf = (schema: z.ZodType, input: unknown) => (schema.safeParse(input).error?.issues[0] as { params?: { code?: string } } | undefined)?.params?.code;
    expect(codeOf(estimateRequestSchema, { ...exampleEstimateRequest, fromZipCd: undefined })).toBe('ZIP_CODE_REQUIRED');
    expect(codeOf(reservationReserveRequestSchema, { ...exampleReservationReserveRequest, fromZipCd: '１５００００１' })).toBe('INVALID_ZIP_CODE');
    expect(codeOf(quickBookingReserveRequestSchema, { ...exampleQuickBookingReserveRequest, fromPostalCode: '150000' })).toBe('INVALID_ZIP_CODE');
    expect(codeOf(postalRequestSchema, { zipCode: '' })).toBe('ZIP_CODE_REQUIRED');
    expect(quickBookingReserveRequestSchema.parse({ ...exampleQuickBookingReserveRequest, fromPostalCode: ' 1500001 ' }).fromPostalCode).toBe('1500001');
  });
});

describe('reservation reserve request', () => {
  it('accepts the listed keys', () => {
    expect(issues(reservationReserveRequestSchema, exampleReservationReserveRequest)).toEqual({});
  });

  it('requires the origin house number and one to three companies', () => {
    expect(issues(reservationReserveRequestSchema, { ...exampleReservationReserveRequest, fromHouseNumber: '' })).toEqual({
      fromHouseNumber: '番地を入力してください。',
    });
    expect(issues(reservationReserveRequestSchema, { ...exampleReservationReserveRequest, fromHouseNumber: '①' })).toEqual({
      fromHouseNumber: '番地に不正な値が含まれています。',
    });
    expect(issues(reservationReserveRequestSchema, { ...exampleReservationReserveRequest, kaisha: ['A', 'B', 'C'] })).toEqual({});
    expect(issues(reservationReserveRequestSchema, { ...exampleReservationReserveRequest, kaisha: ['A', 'B', 'C', 'D'] })).toEqual({
      kaisha: '仮予約を依頼する業者は3社以内でご選択ください',
    });
    expect(issues(reservationReserveRequestSchema, { ...exampleReservationReserveRequest, kaisha: [] })).toEqual({
      kaisha: MESSAGES.companies.reservationRequired,
    });
  });

  it('stores full-width phone digits as half-width', () => {
    const parsed = reservationReserveRequestSchema.parse({ ...exampleReservationReserveRequest, tel1: '０９０１２３４５６７８' });
    expect(parsed.tel1).toBe('09012345678');
    expect(quickBookingReserveRequestSchema.parse({ ...exampleQuickBookingReserveRequest, customerTel: '０３１２３４５６７８' }).customerTel).toBe('0312345678');
  });

  it('uses the 10-digit phone minimum with the estimate-style message', () => {
    expect(issues(reservationReserveRequestSchema, { ...exampleReservationReserveRequest, tel1: '012345678' })).toEqual({
      tel1: 'ご連絡先電話番号は10字以上で入力してください。',
    });
  });

  it('refuses codes out of range', () => {
    expect(issues(reservationReserveRequestSchema, { ...exampleReservationReserveRequest, fromTodofukenCd: '48', manCount: '4' })).toEqual({
      fromTodofukenCd: MESSAGES.prefecture.required,
      manCount: MESSAGES.movers.required,
    });
  });
});

describe('quick-booking requests', () => {
  it('accepts the examples', () => {
    expect(issues(companyAvailabilityRequestSchema, exampleCompanyAvailabilityRequest)).toEqual({});
    expect(issues(quickBookingReserveRequestSchema, exampleQuickBookingReserveRequest)).toEqual({});
  });

  it('lists missing building items in the alert', () => {
    const fromBuilding = { ...exampleCompanyAvailabilityRequest.fromBuilding, floor: '', hasElevator: '' };
    expect(issues(companyAvailabilityRequestSchema, { ...exampleCompanyAvailabilityRequest, fromBuilding })).toEqual({
      fromBuilding: '階数、エレベーターの有無を入力してください。',
    });
  });

  it('offers floor 20 to towers only', () => {
    const building = (isTower: '0' | '1') => ({ ...exampleCompanyAvailabilityRequest.fromBuilding, isTower, floor: '20' });
    expect(issues(companyAvailabilityRequestSchema, { ...exampleCompanyAvailabilityRequest, fromBuilding: building('1') })).toEqual({});
    expect(issues(companyAvailabilityRequestSchema, { ...exampleCompanyAvailabilityRequest, fromBuilding: building('0') })).toEqual({
      'fromBuilding.floor': MESSAGES.invalidInput,
    });
  });

  it('limits the date range to 89 days forward', () => {
    const range = (fromDate: string, toDate: string) => issues(companyAvailabilityRequestSchema, { ...exampleCompanyAvailabilityRequest, fromDate, toDate });
    expect(range('2026-12-01', '2027-02-28')).toEqual({});
    expect(range('2026-12-01', '2027-03-01')).toEqual({ toDate: MESSAGES.invalidInput });
    expect(range('2026-12-02', '2026-12-01')).toEqual({ toDate: MESSAGES.invalidInput });
    expect(range('2026-02-30', '2026-03-01')).toEqual({ fromDate: MESSAGES.movingDate.nonexistent });
  });

  it('applies the quick-booking contact messages', () => {
    expect(issues(quickBookingReserveRequestSchema, { ...exampleQuickBookingReserveRequest, customerName: '' })).toEqual({ customerName: 'お名前を入力してください。' });
    expect(issues(quickBookingReserveRequestSchema, { ...exampleQuickBookingReserveRequest, customerTel: '090123456' })).toEqual({
      customerTel: '電話番号は10字以上で入力してください。',
    });
    expect(issues(quickBookingReserveRequestSchema, { ...exampleQuickBookingReserveRequest, headCount: 4, price: -1 })).toEqual({
      headCount: MESSAGES.movers.required,
      price: MESSAGES.invalidInput,
    });
  });

  it('checks the quick nimotsu list', () => {
    expect(issues(quickBelongingsSchema, [{ id: '8', items: [{ id: '80001', count: 100 }] }])).toEqual({
      '0.items.0.count': '個数は99以内で入力してください。',
    });
    expect(issues(quickBelongingsSchema, [{ id: '1', items: [{ id: '10001', count: 0 }] }])).toEqual({ '': MESSAGES.belongings.allZero });
    expect(issues(quickBelongingsSchema, [{ id: '1', items: [{ id: '10001', count: 1.5 }] }])).toEqual({
      '0.items.0.count': MESSAGES.belongings.digitsOnly,
    });
  });

  it('validates the availability query', () => {
    const query = {
      fromPrefectureId: '13', fromCityId: '13113', fromDistrictId: '1500001', toPrefectureId: '14', toCityId: '14101',
      fromDate: '2026-12-01', toDate: '2026-12-31',
    };
    expect(issues(availabilityQuerySchema, query)).toEqual({});
    expect(issues(availabilityQuerySchema, { ...query, fromCityId: '1311' })).toEqual({ fromCityId: MESSAGES.city.required });
  });
});

describe('query and lookup schemas', () => {
  const route = { fromTodofukenCd: '13', fromShikuchosonCd: '13113', fromMachiCd: '1500001', toTodofukenCd: '14', toShikuchosonCd: '14101', manCount: '2' };

  it('parses the companies query with nimotsu as JSON text', () => {
    const parsed = companiesQuerySchema.parse({ ...route, isYoteibi: '0', kohoDateYearMonth: '202612', nimotsu: '{"8":{"80001":"5"}}' });
    expect(parsed.nimotsu).toEqual({ '8': { '80001': '5' } });
    expect(issues(companiesQuerySchema, { ...route, isYoteibi: '0', nimotsu: '{' })).toEqual({ nimotsu: MESSAGES.invalidInput });
    expect(issues(companiesQuerySchema, { ...route })).toHaveProperty('isYoteibi');
  });

  it('requires every reservation companies key', () => {
    const query = { ...route, yoteiDateYearMonth: '202612', yoteiDateDay: '31', kibouJikanCd: '0' };
    expect(issues(reservationCompaniesQuerySchema, query)).toEqual({});
    expect(issues(reservationCompaniesQuerySchema, { ...query, yoteiDateYearMonth: '202611' })).toEqual({ yoteiDateDay: MESSAGES.movingDate.nonexistent });
    expect(issues(reservationCompaniesQuerySchema, { ...query, kibouJikanCd: '3' })).toHaveProperty('kibouJikanCd');
  });

  it('validates lookups', () => {
    expect(issues(postalRequestSchema, { zipCode: '1500001' })).toEqual({});
    expect(issues(postalRequestSchema, { zipCode: '150000' })).toEqual({});
    expect(postalRequestSchema.parse({ zipCode: '１５０－０００１' })).toEqual({ zipCode: '1500001' });
    expect(postalRequestSchema.parse({ zipCode: '150ー000' })).toEqual({ zipCode: '150000' });
    expect(issues(postalRequestSchema, { zipCode: '15000' })).toEqual({ zipCode: '郵便番号は7桁で入力してください。' });
    expect(issues(postalRequestSchema, { zipCode: '15000011' })).toEqual({ zipCode: '郵便番号は7桁で入力してください。' });
    expect(issues(postalRequestSchema, { zipCode: '   ' })).toEqual({ zipCode: '郵便番号を入力してください。' });
    expect(issues(postalRequestSchema, {})).toEqual({ zipCode: '郵便番号を入力してください。' });
    expect(issues(emailRequestSchema, { email: 'a@b' })).toEqual({ email: 'メールアドレスの形式に誤りがあります。' });
    expect(issues(districtsParamsSchema, { prefectureCode: '13', cityCode: '13113' })).toEqual({});
    expect(issues(groupedCitiesParamsSchema, { prefectureCode: '00' })).toEqual({ prefectureCode: MESSAGES.prefecture.required });
    expect(locationRequestSchema.parse({ keyword: ' 渋谷 ' })).toEqual({ keyword: '渋谷' });
    expect(issues(locationRequestSchema, { keyword: ' ' })).toEqual({ keyword: MESSAGES.invalidInput });
    expect(issues(reservationAlliancesQuerySchema, { fromTodofukenCd: '13' })).toEqual({ toTodofukenCd: MESSAGES.prefecture.required });
    expect(issues(alliancesRequestSchema, { requestId: 'R1', alliance: ['A01'], nimotsu: {} })).toEqual({});
    expect(issues(alliancesRequestSchema, { requestId: 'R1', alliance: [], nimotsu: {} })).toEqual({ alliance: MESSAGES.invalidInput });
  });
});
