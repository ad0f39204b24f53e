/**
 * Valid example requests for every write and query of spec §7, for tests only (nothing of the
 * product imports this folder). Tests start from them and change one field at a time.
 */
import type { CompanyAvailabilityRequest, QuickBookingReserveRequest } from '../api/quickBooking.ts';
import type { EstimateRequest } from '../api/estimate.ts';
import type { ReservationReserveRequest } from '../api/reservation.ts';
import type { BelongingsCategory } from '../api/belongings.ts';
import type { ContactWindow } from '../options/contactPreference.ts';

const address = {
  fromZipCd: '1500001',
  fromTodofukenCd: '13',
  fromShikuchosonCd: '13113',
  fromMachiCd: '1500001',
  fromHouseNumber: '1-2-3',
  fromHousingTypeCd: '01',
  fromMadoriCd: '03',
  toTodofukenCd: '14',
  toShikuchosonCd: '14101',
  toTownArea: '鶴見中央',
  toHouseNumber: '',
  toHousingTypeCd: '03',
  toMadoriCd: '05',
};

const contactAndBelongings = {
  shimei: '山田 太郎',
  shimeiKana: 'ヤマダ タロウ',
  email: 'taro@example.com',
  tel1: '09012345678',
  etcYobo: '',
  contactMethod: 'phone',
  contactWindows: ['weekdayEvening', 'weekendMorning'] as ContactWindow[],
  nimotsu: { '1': { '10001': '1', '10002': '0' }, '8': { '80001': '10' } },
  etcNimotsu: '',
  manCount: '1',
} as const;

export const exampleEstimateRequest: EstimateRequest = {
  ...address,
  ...contactAndBelongings,
  isYoteibi: '1',
  yoteiDateYearMonth: '202612',
  yoteiDateDay: '05',
  kibouJikanCd: [0, 0, 1, 0, 0],
  kaisha: ['K001', 'K002'],
  alliance: [],
};

export const exampleReservationReserveRequest: ReservationReserveRequest = {
  ...address,
  ...contactAndBelongings,
  yoteiDateYearMonth: '202612',
  yoteiDateDay: '05',
  kibouJikanCd: '1',
  kaisha: ['K001'],
  alliance: ['A01'],
};

export const exampleCompanyAvailabilityRequest: CompanyAvailabilityRequest = {
  fromPrefecture: '13',
  fromCity: '13113',
  fromDistrict: '1500001',
  toPrefecture: '14',
  toCity: '14101',
  fromFloorPlan: 1,
  toFloorPlan: 2,
  headCount: 1,
  fromBuilding: {
    buildingType: 'apartment',
    isTower: '0',
    floor: '3',
    hasIndoorStairs: '0',
    hasElevator: '1',
    parkingAvailability: '1',
  },
  toBuilding: {
    buildingType: 'house',
    isTower: '',
    floor: '',
    hasIndoorStairs: '',
    hasElevator: '',
    parkingAvailability: '3',
    isNewBuilding: '0',
  },
  nimotsu: [{ id: '8', items: [{ id: '80001', count: 10 }] }],
  etcBaggages: '',
  desiredTime: 'free',
  fromDate: '2026-12-01',
  toDate: '2026-12-31',
};

const { fromDate: _fromDate, toDate: _toDate, ...quickMove } = exampleCompanyAvailabilityRequest;

export const exampleQuickBookingReserveRequest: QuickBookingReserveRequest = {
  ...quickMove,
  movingDate: '2026-12-05',
  companyId: 'C001',
  price: 34500,
  fromPostalCode: '1500001',
  fromDetailAddress: '1-2-3 ハイツ渋谷101',
  toDetailAddress: '',
  customerName: '山田 太郎',
  customerNameKana: 'ヤマダ タロウ',
  customerTel: '09012345678',
  customerEmail: 'taro@example.com',
};

/** A small belongings master in the shape of the real one: 3 categories, cardboard boxes included. */
export const exampleBelongingsMaster: BelongingsCategory[] = [
  {
    code: '1',
    label: 'リビング',
    order: 1,
    items: [
      { code: '10001', label: 'ソファ', unit: '台', count: { single: 1, pair: 1, family: 2 }, image: '/images/nimotsu/sofa.svg', note: '', order: 1, volume: 1.2 },
      { code: '10002', label: 'テレビ', unit: '台', count: { single: 0, pair: 1, family: 1 }, image: '/images/nimotsu/tv.svg', note: '', order: 2, volume: 0.3 },
      { code: '10003', label: '本棚', unit: '台', count: { single: 0, pair: 0, family: 1 }, image: '/images/nimotsu/bookshelf.svg', note: '', order: 3, volume: 0.6 },
      { code: '10004', label: 'ラグ', unit: '枚', count: { single: 0, pair: 0, family: 0 }, image: '/images/nimotsu/rug.svg', note: '', order: 4, volume: 0.1 },
      { code: '10024', label: '壁面収納', unit: '台', count: { single: 0, pair: 0, family: 0 }, image: '/images/nimotsu/wallunit.svg', note: '', order: 5, volume: 1.5 },
    ],
  },
  {
    code: '2',
    label: 'キッチン',
    order: 2,
    items: [
      { code: '20001', label: '冷蔵庫', unit: '台', count: { single: 1, pair: 1, family: 1 }, image: '/images/nimotsu/fridge.svg', note: '', order: 1, volume: 0.7 },
    ],
  },
  {
    code: '8',
    label: '段ボール',
    order: 8,
    items: [
      { code: '80001', label: '段ボール', unit: '箱', count: { single: 10, pair: 20, family: 30 }, image: '/images/nimotsu/cardboard.svg', note: '', order: 1, volume: 0.05 },
    ],
  },
];
