import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTACT_WINDOW_OPTIONS } from '../../options/contactPreference.ts';
import { exampleBelongingsMaster } from '../../testing/exampleRequests.ts';
import {
  buildCompanyAvailabilityRequest,
  buildEstimateBelongings,
  buildEstimatePayload,
  buildQuickBookingReserveRequest,
  buildQuickBelongings,
  buildReservationReservePayload,
  companiesQuerySchema,
  companyAvailabilityRequestSchema,
  estimateCompaniesQueryOf,
  estimateRequestSchema,
  quickBookingReserveRequestSchema,
  kibouJikanArray,
  reservationCompaniesQueryOf,
  reservationCompaniesQuerySchema,
  reservationReserveRequestSchema,
  type EstimateFormValues,
  type QuickBookingReserveValues,
  type ReservationFormValues,
} from '../index.ts';

const master = exampleBelongingsMaster;

const estimateValues: EstimateFormValues = {
  fromPostalCode: '１５０００01',
  fromPrefecture: '13',
  fromCity: '13113',
  fromDistrict: '1500001',
  fromFloorPlan: '03',
  fromHouseNumber: ' 1-2-3 ',
  fromHousingType: '01',
  toPrefecture: '14',
  toCity: '14101',
  toFloorPlan: '05',
  toTownArea: '',
  toHouseNumber: '',
  toHousingType: '03',
  scheduleFormat: 'precise',
  movingDate: '2026/12/05',
  month: '202612',
  timing: '01',
  day: '99',
  showPreferredTime: true,
  preferredTime: ['preferredTime1', 'preferredTime3'],
  headCount: '2',
  belongingsCounts: { '10001': '1', '80001': '20' },
  otherBelongings: '',
  name: '山田 太郎',
  nameKana: 'ヤマダ タロウ',
  email: 'ｔａｒｏ@example.com',
  tel: '０９０１２３４５６７８',
  contactPreference: { method: 'phone', windows: ['weekendEvening', 'weekdayMorning'] },
  otherRequests: '',
  companyList: ['K001'],
  allianceList: [{ alliance_id: 'A01', isChecked: true }, { alliance_id: 'A02', isChecked: false }],
};

describe('belongings payloads', () => {
  it('groups every master item by category with string counts, unset as 0', () => {
    expect(buildEstimateBelongings(master, { '10001': '2', '10002': undefined, '80001': '10' })).toEqual({
      '1': { '10001': '2', '10002': '0', '10003': '0', '10004': '0', '10024': '0' },
      '2': { '20001': '0' },
      '8': { '80001': '10' },
    });
  });

  it('lists counted quick-booking items as { id, count } by category', () => {
    expect(buildQuickBelongings(master, { '10002': '1', '20001': '0', '80001': '10' })).toEqual([
      { id: '1', items: [{ id: '10002', count: 1 }] },
      { id: '8', items: [{ id: '80001', count: 10 }] },
    ]);
  });
});

describe('estimate payload', () => {
  it('sends a precise schedule with isYoteibi 1', () => {
    const payload = buildEstimatePayload(estimateValues, master);
    expect(payload).toMatchObject({
      isYoteibi: '1', yoteiDateYearMonth: '202612', yoteiDateDay: '05',
      fromZipCd: '1500001', fromHouseNumber: '1-2-3', email: 'taro@example.com', tel1: '09012345678',
      shimei: '山田 太郎', shimeiKana: 'ヤマダ タロウ', etcYobo: '', manCount: '2',
      kibouJikanCd: [0, 0, 1, 0, 1], kaisha: ['K001'], alliance: ['A01'],
      contactMethod: 'phone', contactWindows: ['weekdayMorning', 'weekendEvening'],
    });
    expect(payload).not.toHaveProperty('kohoDateYearMonth');
    expect(estimateRequestSchema.parse(payload)).toEqual(payload);
  });

  it('sends an approximate schedule with isYoteibi 0', () => {
    const payload = buildEstimatePayload({ ...estimateValues, scheduleFormat: 'approximate', timing: '02', day: '02' }, master);
    expect(payload).toMatchObject({ isYoteibi: '0', kohoDateYearMonth: '202612', kohoJikiKbnCd: '02', kohoYobiKbnCd: '02' });
    expect(payload).not.toHaveProperty('yoteiDateDay');
    expect(estimateRequestSchema.parse(payload)).toEqual(payload);
  });

  it('sets kibouJikanCd indexes 2, 3, 4 for the chosen times only when the section is shown', () => {
    expect(kibouJikanArray({ showPreferredTime: true, preferredTime: ['preferredTime2'] })).toEqual([0, 0, 0, 1, 0]);
    expect(kibouJikanArray({ showPreferredTime: true, preferredTime: [] })).toEqual([0, 0, 0, 0, 0]);
    expect(kibouJikanArray({ showPreferredTime: false, preferredTime: ['preferredTime1'] })).toEqual([0, 0, 0, 0, 0]);
  });

  it('builds the companies query from the move alone: route, person count, belongings as JSON text and the schedule', () => {
    const query = estimateCompaniesQueryOf(estimateValues, master);
    expect(Object.keys(query).sort()).toEqual([
      'etcNimotsu', 'fromMachiCd', 'fromShikuchosonCd', 'fromTodofukenCd', 'isYoteibi', 'manCount', 'nimotsu',
      'toShikuchosonCd', 'toTodofukenCd', 'yoteiDateDay', 'yoteiDateYearMonth',
    ]);
    expect(query).toMatchObject({ isYoteibi: '1', yoteiDateYearMonth: '202612', yoteiDateDay: '05', manCount: '2' });
    expect(companiesQuerySchema.parse(query).nimotsu).toEqual(buildEstimatePayload(estimateValues, master).nimotsu);
    const approximate = estimateCompaniesQueryOf({ ...estimateValues, scheduleFormat: 'approximate' }, master);
    expect(approximate).toMatchObject({ isYoteibi: '0', kohoDateYearMonth: '202612', kohoJikiKbnCd: '01', kohoYobiKbnCd: '99' });
    expect(companiesQuerySchema.safeParse(approximate).success).toBe(true);
  });
});

describe('reservation reserve payload', () => {
  const reservationValues: ReservationFormValues = { ...estimateValues, preferredTime: '2', companyList: ['K1', 'K2', 'K3'] };

  it('has exactly the keys the spec lists, and the contact choice', () => {
    const payload = buildReservationReservePayload(reservationValues, master);
    expect(Object.keys(payload).sort()).toEqual([
      'alliance', 'contactMethod', 'contactWindows', 'email', 'etcNimotsu', 'etcYobo', 'fromHouseNumber', 'fromHousingTypeCd', 'fromMachiCd', 'fromMadoriCd',
      'fromShikuchosonCd', 'fromTodofukenCd', 'fromZipCd', 'kaisha', 'kibouJikanCd', 'manCount', 'nimotsu', 'shimei',
      'shimeiKana', 'tel1', 'toHouseNumber', 'toHousingTypeCd', 'toMadoriCd', 'toShikuchosonCd', 'toTodofukenCd',
      'toTownArea', 'yoteiDateDay', 'yoteiDateYearMonth',
    ]);
    expect(payload.kibouJikanCd).toBe('2');
    expect(reservationReserveRequestSchema.parse(payload)).toEqual(payload);
    const query = reservationCompaniesQueryOf(reservationValues, master);
    expect(query).toMatchObject({ yoteiDateYearMonth: '202612', yoteiDateDay: '05', kibouJikanCd: '2', manCount: '2' });
    expect(query).not.toHaveProperty('shimei');
    expect(reservationCompaniesQuerySchema.parse(query).nimotsu).toEqual(payload.nimotsu);
  });
});

describe('quick-booking payloads', () => {
  const quickValues: QuickBookingReserveValues = {
    fromPrefecture: '13', fromCity: '13113', fromDistrict: '1500001', toPrefecture: '14', toCity: '14101',
    fromFloorPlan: '1', toFloorPlan: '14', headCount: '3',
    fromBuilding: { buildingType: 'house', isTower: '', floor: '', hasIndoorStairs: '', hasElevator: '', parkingAvailability: '2' },
    toBuilding: { buildingType: 'apartment', isTower: '1', floor: '20', hasIndoorStairs: '1', hasElevator: '1', parkingAvailability: '3', isNewBuilding: '1' },
    belongingsCounts: { '80001': '30' }, otherBelongings: ' ピアノ ', desiredTime: 'am',
    movingDate: '2026-12-05', companyId: 'C001', price: 41000, fromPostalCode: '１５０0001',
    fromDetailAddress: '1-2-3', toDetailAddress: '', customerName: '山田 太郎', customerNameKana: 'ヤマダ タロウ',
    customerTel: '０９０12345678', customerEmail: 'taro@example.com',
  };

  it('builds the company-availability body', () => {
    const body = buildCompanyAvailabilityRequest(quickValues, master, { fromDate: '2026-12-01', toDate: '2026-12-31' });
    expect(body).toMatchObject({ fromFloorPlan: 1, toFloorPlan: 14, headCount: 3, etcBaggages: 'ピアノ', nimotsu: [{ id: '8', items: [{ id: '80001', count: 30 }] }] });
    expect(companyAvailabilityRequestSchema.parse(body)).toEqual(body);
  });

  it('builds the reserve body', () => {
    const body = buildQuickBookingReserveRequest(quickValues, master);
    expect(body).toMatchObject({ fromPostalCode: '1500001', customerTel: '09012345678', price: 41000, movingDate: '2026-12-05' });
    expect(body).not.toHaveProperty('fromDate');
    expect(quickBookingReserveRequestSchema.parse(body)).toEqual(body);
  });
});

describe('round trip through the server schemas', () => {
  const digits = (length: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });
  const kanaName = fc.string({ unit: fc.constantFrom(...'アイウエオカキクケコヤマダタロウー'), minLength: 1, maxLength: 20 });
  const name = fc.string({ unit: fc.constantFrom(...'山田太郎花子 abcアイ'), minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== '');
  const freeText = fc.string({ unit: fc.constantFrom(...'ピアノ自転車あいう 123'), maxLength: 300 });
  const count = (max: number) => fc.integer({ min: 0, max }).map(String);
  const quantity = fc
    .record({ '10001': count(30), '10002': count(30), '20001': count(30), '80001': fc.integer({ min: 1, max: 99 }).map(String) });
  const day = fc.integer({ min: 1, max: 28 }).map((d) => String(d).padStart(2, '0'));

  const estimateArbitrary: fc.Arbitrary<EstimateFormValues> = fc.record({
    fromPostalCode: digits(7),
    fromPrefecture: fc.integer({ min: 1, max: 47 }).map((p) => String(p).padStart(2, '0')),
    fromCity: digits(5),
    fromDistrict: digits(7),
    fromFloorPlan: fc.integer({ min: 1, max: 14 }).map((p) => String(p).padStart(2, '0')),
    fromHouseNumber: freeText,
    fromHousingType: fc.constantFrom('01', '02', '03', '04', '05'),
    toPrefecture: fc.constantFrom('01', '13', '47'),
    toCity: digits(5),
    toFloorPlan: fc.constantFrom('01', '14'),
    toTownArea: freeText,
    toHouseNumber: freeText,
    toHousingType: fc.constantFrom('01', '05'),
    scheduleFormat: fc.constantFrom('precise', 'approximate'),
    movingDate: day.map((d) => `2027/02/${d}`),
    month: fc.constantFrom('202612', '202701'),
    timing: fc.constantFrom('01', '02', '03'),
    day: fc.constantFrom('99', '01', '02'),
    showPreferredTime: fc.boolean(),
    preferredTime: fc.subarray(['preferredTime1', 'preferredTime2', 'preferredTime3'] as const),
    headCount: fc.constantFrom('1', '2', '3'),
    belongingsCounts: quantity,
    otherBelongings: freeText,
    name,
    nameKana: kanaName,
    email: fc.constantFrom('a@example.com', 'taro.yamada@mail.example.co.jp', 'ｘ@example.jp'),
    tel: fc.oneof(digits(10), digits(11), digits(10).map((d) => d.replace(/0/g, '０'))),
    otherRequests: freeText,
    contactPreference: fc.oneof(
      fc.constant({ method: 'email' as const, windows: [] }),
      fc.record({ method: fc.constant('phone' as const), windows: fc.subarray(CONTACT_WINDOW_OPTIONS.map((option) => option.value), { minLength: 1 }) }),
    ),
    companyList: fc.uniqueArray(fc.constantFrom('K1', 'K2', 'K3', 'K4'), { minLength: 1, maxLength: 3 }),
    allianceList: fc.array(fc.record({ alliance_id: fc.constantFrom('A1', 'A2'), isChecked: fc.boolean() }), { maxLength: 2 }),
  });

  it('estimate payloads parse back to themselves', () => {
    fc.assert(fc.property(estimateArbitrary, (values) => {
      const payload = buildEstimatePayload(values, master);
      expect(estimateRequestSchema.parse(payload)).toEqual(payload);
      expect(companiesQuerySchema.safeParse(estimateCompaniesQueryOf(values, master)).success).toBe(true);
    }), { numRuns: 60 });
  });

  it('reservation payloads parse back to themselves', () => {
    const reservationArbitrary = fc
      .tuple(estimateArbitrary, fc.constantFrom('0', '1', '2' as const), digits(3))
      .map(([values, preferredTime, houseNumber]): ReservationFormValues => ({ ...values, preferredTime, fromHouseNumber: houseNumber }));
    fc.assert(fc.property(reservationArbitrary, (values) => {
      const payload = buildReservationReservePayload(values, master);
      expect(reservationReserveRequestSchema.parse(payload)).toEqual(payload);
      expect(reservationCompaniesQuerySchema.safeParse(reservationCompaniesQueryOf(values, master)).success).toBe(true);
    }), { numRuns: 60 });
  });

  it('quick-booking payloads parse back to themselves', () => {
    const apartment = fc.record({
      buildingType: fc.constant('apartment' as const),
      height: fc.constantFrom(['0', '-1'], ['0', '1'], ['0', '19'], ['1', '19'], ['1', '20']),
      hasIndoorStairs: fc.constantFrom('0', '1' as const),
      hasElevator: fc.constantFrom('0', '1' as const),
      parkingAvailability: fc.constantFrom('1', '2' as const),
    }).map(({ height: [isTower, floor], ...rest }) => ({ ...rest, isTower: isTower as '0' | '1', floor: floor as string }));
    const house = fc.constantFrom('1', '2' as const).map((parkingAvailability) => ({
      buildingType: 'house' as const, isTower: '' as const, floor: '', hasIndoorStairs: '' as const, hasElevator: '' as const, parkingAvailability,
    }));
    const quickArbitrary: fc.Arbitrary<QuickBookingReserveValues> = fc.record({
      fromPrefecture: fc.constantFrom('01', '13'),
      fromCity: digits(5),
      fromDistrict: digits(7),
      toPrefecture: fc.constantFrom('14', '47'),
      toCity: digits(5),
      fromFloorPlan: fc.integer({ min: 1, max: 14 }).map(String),
      toFloorPlan: fc.integer({ min: 1, max: 14 }).map(String),
      headCount: fc.constantFrom('1', '2', '3'),
      fromBuilding: fc.oneof(apartment, house),
      toBuilding: fc.tuple(fc.oneof(apartment, house), fc.constantFrom('0', '1' as const), fc.constantFrom('1', '2', '3' as const))
        .map(([building, isNewBuilding, parkingAvailability]) => ({ ...building, isNewBuilding, parkingAvailability })),
      belongingsCounts: quantity,
      otherBelongings: freeText,
      desiredTime: fc.constantFrom('free', 'am'),
      movingDate: day.map((d) => `2027-02-${d}`),
      companyId: fc.constantFrom('C1', 'C2'),
      price: fc.integer({ min: 0, max: 1_000_000 }),
      fromPostalCode: digits(7),
      fromDetailAddress: freeText,
      toDetailAddress: freeText,
      customerName: name,
      customerNameKana: kanaName,
      customerTel: fc.oneof(digits(10), digits(11)),
      customerEmail: fc.constantFrom('a@example.com', 'ｔａｒｏ@example.jp'),
    });
    fc.assert(fc.property(quickArbitrary, (values) => {
      const reserve = buildQuickBookingReserveRequest(values, master);
      expect(quickBookingReserveRequestSchema.parse(reserve)).toEqual(reserve);
      const search = buildCompanyAvailabilityRequest(values, master, { fromDate: values.movingDate, toDate: '2027-03-31' });
      expect(companyAvailabilityRequestSchema.parse(search)).toEqual(search);
    }), { numRuns: 60 });
  });
});
