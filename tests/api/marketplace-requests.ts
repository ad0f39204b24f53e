/**
 * Valid request bodies of the marketplace calls, for the marketplace API tests and the bench.
 * Each builder takes overrides, so a test states only what it is about.
 */
import { addIsoDays } from '../../domain/dates/bookableWindow.ts';
import { japanToday, weekdayOf } from '../../server/marketplace/calendar.ts';

/** A date `days` after today in Japan, 'yyyy-MM-dd'. */
export function daysAhead(days: number, now = new Date()): string {
  return addIsoDays(japanToday(now), days);
}

/** The first date at least `minDays` ahead that is not one of the weekdays given. */
export function openDateAhead(minDays: number, closedWeekdays: readonly number[] = []): string {
  let date = daysAhead(minDays);
  while (closedWeekdays.includes(weekdayOf(date))) date = addIsoDays(date, 1);
  return date;
}

/** 新宿区新宿 (postal code 160-0022) as the reference data codes it. */
export const SHINJUKU_DISTRICT = '1310460445255';

const apartment = { buildingType: 'apartment', isTower: '0', floor: '3', hasIndoorStairs: '0', hasElevator: '0', parkingAvailability: '1' } as const;

/** A pair moving from a 1LDK in Shinjuku to a 2LDK in Setagaya with a few belongings. */
export function quickMoveBody<T extends Record<string, unknown>>(overrides: T = {} as T) {
  return {
    fromPrefecture: '13',
    fromCity: '13104',
    fromDistrict: SHINJUKU_DISTRICT,
    toPrefecture: '13',
    toCity: '13112',
    fromFloorPlan: 4,
    toFloorPlan: 7,
    headCount: 2,
    fromBuilding: apartment,
    toBuilding: { ...apartment, floor: '5', hasElevator: '1', isNewBuilding: '0' },
    nimotsu: [
      { id: '1', items: [{ id: '10002', count: 1 }] },
      { id: '8', items: [{ id: '80001', count: 20 }] },
    ],
    etcBaggages: '',
    desiredTime: 'free',
    ...overrides,
  };
}

export function companyAvailabilityBody(fromDate: string, toDate: string, overrides: Record<string, unknown> = {}) {
  return quickMoveBody({ fromDate, toDate, ...overrides });
}

export function quoteBody(companyId: string, movingDate: string, overrides: Record<string, unknown> = {}) {
  const { desiredTime: _time, etcBaggages: _etc, ...move } = quickMoveBody();
  return { ...move, companyId, movingDate, ...overrides };
}

/** A quick booking; `n` makes the e-mail and phone unique. */
export function reserveBody(companyId: string, movingDate: string, price: number, n: number, overrides: Record<string, unknown> = {}) {
  return quickMoveBody({
    movingDate,
    companyId,
    price,
    fromPostalCode: '1600022',
    fromDetailAddress: '1-2-3',
    toDetailAddress: '4-5-6',
    customerName: '山田 太郎',
    customerNameKana: 'ヤマダ タロウ',
    customerTel: `090${String(n).padStart(8, '0')}`,
    customerEmail: `visitor${n}@example.jp`,
    ...overrides,
  });
}

const estimateAddress = {
  fromZipCd: '1600022',
  fromTodofukenCd: '13',
  fromShikuchosonCd: '13104',
  fromMachiCd: SHINJUKU_DISTRICT,
  fromHousingTypeCd: '01',
  fromMadoriCd: '04',
  fromHouseNumber: '1-2-3',
  toTodofukenCd: '13',
  toShikuchosonCd: '13112',
  toTownArea: '桜新町',
  toHouseNumber: '4-5-6',
  toHousingTypeCd: '01',
  toMadoriCd: '07',
};

function contact(n: number) {
  return { shimei: '山田 花子', shimeiKana: 'ヤマダ ハナコ', email: `estimate${n}@example.jp`, tel1: `080${String(n).padStart(8, '0')}`, etcYobo: '' };
}

const belongings = { nimotsu: { '1': { '10002': '1' }, '8': { '80001': '20' } }, etcNimotsu: '', manCount: '2' };

/** An estimate request for a precise date. */
export function estimateBody(kaisha: string[], date: string, n: number, overrides: Record<string, unknown> = {}) {
  return {
    ...estimateAddress,
    ...contact(n),
    ...belongings,
    kibouJikanCd: [0, 0, 1, 0, 0],
    kaisha,
    alliance: [],
    isYoteibi: '1',
    yoteiDateYearMonth: date.slice(0, 4) + date.slice(5, 7),
    yoteiDateDay: date.slice(8, 10),
    ...overrides,
  };
}

/** A provisional reservation request. */
export function reservationBody(kaisha: string[], date: string, n: number, overrides: Record<string, unknown> = {}) {
  return {
    ...estimateAddress,
    ...contact(n),
    ...belongings,
    kibouJikanCd: '0',
    kaisha,
    alliance: [],
    yoteiDateYearMonth: date.slice(0, 4) + date.slice(5, 7),
    yoteiDateDay: date.slice(8, 10),
    ...overrides,
  };
}

/** The GET /api/reservation/companies/ query for the same move. */
export function reservationCompaniesQuery(date: string, kibouJikanCd = '0'): string {
  return new URLSearchParams({
    fromTodofukenCd: '13', fromShikuchosonCd: '13104', fromMachiCd: SHINJUKU_DISTRICT, toTodofukenCd: '13', toShikuchosonCd: '13112',
    yoteiDateYearMonth: date.slice(0, 4) + date.slice(5, 7), yoteiDateDay: date.slice(8, 10), kibouJikanCd, manCount: '2',
  }).toString();
}
