/**
 * Valid example requests for every write and query of spec §7. Tests start from them and change
 * one field at a time; the server's route tests may reuse them.
 */
import type { CompanyAvailabilityRequest, KantanReserveRequest } from './kantanYoyaku.ts';
import type { EstimateRequest } from './estimate.ts';
import type { ReservationReserveRequest } from './reservation.ts';

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

const contactAndBaggage = {
  shimei: '山田 太郎',
  shimeiKana: 'ヤマダ タロウ',
  email: 'taro@example.com',
  tel1: '09012345678',
  etcYobo: '',
  nimotsu: { '1': { '10001': '1', '10002': '0' }, '8': { '80001': '10' } },
  etcNimotsu: '',
  manCount: '1',
} as const;

export const exampleEstimateRequest: EstimateRequest = {
  ...address,
  ...contactAndBaggage,
  isYoteibi: '1',
  yoteiDateYearMonth: '202612',
  yoteiDateDay: '05',
  kibouJikanCd: [0, 0, 1, 0, 0],
  kaisha: ['K001', 'K002'],
  alliance: [],
};

export const exampleReservationReserveRequest: ReservationReserveRequest = {
  ...address,
  ...contactAndBaggage,
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

export const exampleKantanReserveRequest: KantanReserveRequest = {
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
