import { describe, expect, it } from 'vitest';
import type { EstimateRequest } from '../../domain/api/estimate.ts';
import type { QuickBookingReserveRequest } from '../../domain/api/quickBooking.ts';
import { estimateDetails } from '../marketplace/estimate/service.ts';
import { bookingDetails } from '../marketplace/quick-booking/booking-details.ts';
import { ReferenceData } from '../reference/reference-data.ts';
import { PERSONAL_FIELDS, type PersonalData } from '../requests/personal-data.ts';
import { moveInWords } from './move-description.ts';
import { japaneseWording, romajiWording, type MoveWording } from './move-wording.ts';

const reference = new ReferenceData();
const japanese = japaneseWording(reference.addresses);

const SHINJUKU_DISTRICT = '1310460445255';

const form = {
  fromZipCd: '1600022', fromTodofukenCd: '13', fromShikuchosonCd: '13104', fromMachiCd: SHINJUKU_DISTRICT, fromHouseNumber: '',
  fromHousingTypeCd: '03', fromMadoriCd: '14', toTodofukenCd: '27', toShikuchosonCd: '27127', toTownArea: '', toHouseNumber: '',
  toHousingTypeCd: '04', toMadoriCd: '01', manCount: '3', nimotsu: { '8': { '80001': '0' } }, etcNimotsu: 'ピアノ',
  kibouJikanCd: [0, 0, 0, 0, 0], shimei: '', shimeiKana: '', email: '', tel1: '', etcYobo: '', contactMethod: 'email', contactWindows: [],
  kaisha: [], alliance: [],
} as const;
const approximate = { ...form, isYoteibi: '0', kohoDateYearMonth: '202701', kohoJikiKbnCd: '03', kohoYobiKbnCd: '02' } as unknown as EstimateRequest;

const house = { buildingType: 'house', isTower: '', floor: '', hasIndoorStairs: '', hasElevator: '', parkingAvailability: '2' };
const apartment = { buildingType: 'apartment', isTower: '0', floor: '3', hasIndoorStairs: '0', hasElevator: '1', parkingAvailability: '1' };
const quick = {
  fromPrefecture: '13', fromCity: '13104', fromDistrict: SHINJUKU_DISTRICT, toPrefecture: '13', toCity: '13112', fromFloorPlan: 9, toFloorPlan: 1,
  headCount: 1, fromBuilding: house, toBuilding: { ...house, parkingAvailability: '3', isNewBuilding: '1' },
  nimotsu: [{ id: '2', items: [{ id: '20001', count: 1 }, { id: '20008', count: 2 }] }], etcBaggages: '', desiredTime: 'am', movingDate: '2026-12-06',
  fromPostalCode: '1600022', fromDetailAddress: '1-2-3', toDetailAddress: '',
} as unknown as QuickBookingReserveRequest;

/** A request's move in `wording`, from the request as its flow's service stores it. */
const estimateInWords = (wording: MoveWording, request: EstimateRequest) => moveInWords(wording, estimateDetails(request));
const bookingInWords = (wording: MoveWording, request: QuickBookingReserveRequest) => moveInWords(wording, bookingDetails(request));

describe('a move in words', () => {
  it('writes an approximate estimate schedule as month, part of it and weekdays, and no time chosen as 指定なし', () => {
    const move = estimateInWords(japanese, approximate);
    expect(move.schedule).toBe('2027年1月下旬（曜日：土日祝）');
    expect(move.time).toBe('指定なし');
    expect(move.moveMonth).toBe('2027年1月');
    expect(move.from).toBe('〒160-0022 東京都新宿区新宿\n一戸建て・5K以上');
    expect(move.to).toBe('大阪府大阪市北区\nタワーマンション・ワンルーム・1R');
    expect(move.destinationArea).toBe('大阪府大阪市北区');
    expect(move.people).toBe('4名以上');
    // Nothing counted above 0: no belongings line, the free text as typed.
    expect(move.belongings).toEqual([]);
    expect(move.otherBelongings).toBe('ピアノ');
  });

  it('writes a detached house without the apartment facts, and a destination of unknown parking', () => {
    const move = bookingInWords(japanese, quick);
    expect(move.from).toBe('〒160-0022 東京都新宿区新宿1-2-3\n3DK・一戸建て、駐車不可');
    expect(move.to).toBe('東京都世田谷区\nワンルーム・1R・一戸建て、駐車できるか未確認、新築');
    expect(move.schedule).toBe('2026年12月6日（日）');
    expect(move.time).toBe('AM');
    expect(move.belongings).toEqual(['キッチン・ダイニング：冷蔵庫（2ドア・200L未満）1台、炊飯器2台']);
  });

  it('writes an apartment\'s floor, stairs and elevator', () => {
    const move = bookingInWords(japanese, { ...quick, fromBuilding: apartment } as QuickBookingReserveRequest);
    expect(move.from).toBe('〒160-0022 東京都新宿区新宿1-2-3\n3DK・マンション・アパート（19階以下）、3階、室内階段なし、エレベーターあり、駐車可能');
  });

  it('writes what the visitor typed as nothing once it is erased', () => {
    const details = estimateDetails({ ...approximate, fromHouseNumber: '1-2-3', toTownArea: 'Umeda', toHouseNumber: '1-1' } as EstimateRequest);
    const erased = Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, null])) as PersonalData;
    const move = moveInWords(japanese, { ...details, personal: erased });
    expect(move.from).toBe('〒160-0022 東京都新宿区新宿\n一戸建て・5K以上');
    expect(move.to).toBe('大阪府大阪市北区\nタワーマンション・ワンルーム・1R');
    expect(move.otherBelongings).toBe('');
  });

  it('keeps a space between parts of an address typed in Latin letters', () => {
    const move = estimateInWords(japanese, { ...approximate, toTownArea: 'Umeda', toHouseNumber: '1-1' } as EstimateRequest);
    expect(move.to).toBe('大阪府大阪市北区Umeda 1-1\nタワーマンション・ワンルーム・1R');
  });
});

describe('a move in English words (issue 28)', async () => {
  const english = romajiWording(await reference.englishNames(), 'en');

  it('writes places in romaji, smallest part first, with the postal code last, and dates the English way', () => {
    const move = bookingInWords(english, { ...quick, fromBuilding: apartment } as QuickBookingReserveRequest);
    expect(move.from).toBe('1-2-3 Shinjuku, Shinjuku-ku, Tokyo 160-0022\n3DK, Apartment or condominium (19 floors or fewer), Floor 3, No stairs inside, Elevator, A truck can park');
    expect(move.to).toBe('Setagaya-ku, Tokyo\nStudio (1R), Detached house, Parking not confirmed, Newly built');
    expect(move.schedule).toBe('Sun, Dec 6, 2026');
    expect(move.time).toBe('Morning');
    expect(move.people).toBe('1 person (living alone)');
    expect(move.belongings).toEqual(['Kitchen and dining: Refrigerator (2 doors, under 200 L) × 1, Rice cooker × 2']);
    expect(move.destinationArea).toBe('Setagaya-ku, Tokyo');
    expect(move.moveMonth).toBe('December 2026');
  });

  it('writes an approximate schedule, and what the visitor typed as typed', () => {
    const move = estimateInWords(english, { ...approximate, toTownArea: 'Umeda', toHouseNumber: '1-1' } as EstimateRequest);
    expect(move.schedule).toBe('January 2027, Late in the month (21st to the end) (days: Weekends and holidays)');
    expect(move.to).toBe('Umeda 1-1, Kita-ku, Osaka-shi, Osaka\nHigh-rise condominium, Studio (1R)');
    expect(move.otherBelongings).toBe('ピアノ');
  });
});
