import { describe, expect, it } from 'vitest';
import type { EstimateRequest } from '../../domain/api/estimate.ts';
import type { KantanReserveRequest } from '../../domain/api/kantanYoyaku.ts';
import { ReferenceData } from '../reference/reference-data.ts';
import { estimateMoveInWords, quickBookingMoveInWords } from './move-description.ts';

const addresses = new ReferenceData().addresses;

const SHINJUKU_DISTRICT = '1310460445255';

const form = {
  fromZipCd: '1600022', fromTodofukenCd: '13', fromShikuchosonCd: '13104', fromMachiCd: SHINJUKU_DISTRICT, fromHouseNumber: '',
  fromHousingTypeCd: '03', fromMadoriCd: '14', toTodofukenCd: '27', toShikuchosonCd: '27127', toTownArea: '', toHouseNumber: '',
  toHousingTypeCd: '04', toMadoriCd: '01', manCount: '3', nimotsu: { '8': { '80001': '0' } }, etcNimotsu: 'ピアノ',
  kibouJikanCd: [0, 0, 0, 0, 0], shimei: '', shimeiKana: '', email: '', tel1: '', etcYobo: '', contactMethod: 'email', contactWindows: [],
  kaisha: [], alliance: [],
} as const;

describe('a move in words', () => {
  it('writes an approximate estimate schedule as month, part of it and weekdays, and no time chosen as 指定なし', () => {
    const request = { ...form, isYoteibi: '0', kohoDateYearMonth: '202701', kohoJikiKbnCd: '03', kohoYobiKbnCd: '02' } as unknown as EstimateRequest;
    const move = estimateMoveInWords(addresses, request);
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
    const house = { buildingType: 'house', isTower: '', floor: '', hasIndoorStairs: '', hasElevator: '', parkingAvailability: '2' };
    const request = {
      fromPrefecture: '13', fromCity: '13104', fromDistrict: SHINJUKU_DISTRICT, toPrefecture: '13', toCity: '13112', fromFloorPlan: 9, toFloorPlan: 1,
      headCount: 1, fromBuilding: house, toBuilding: { ...house, parkingAvailability: '3', isNewBuilding: '1' },
      nimotsu: [{ id: '2', items: [{ id: '20001', count: 1 }] }], etcBaggages: '', desiredTime: 'am', movingDate: '2026-12-06',
      fromPostalCode: '1600022', fromDetailAddress: '1-2-3', toDetailAddress: '',
    } as unknown as KantanReserveRequest;
    const move = quickBookingMoveInWords(addresses, request);
    expect(move.from).toBe('〒160-0022 東京都新宿区新宿1-2-3\n3DK・一戸建て、駐車不可');
    expect(move.to).toBe('東京都世田谷区\nワンルーム・1R・一戸建て、駐車できるか未確認、新築');
    expect(move.schedule).toBe('2026年12月6日（日）');
    expect(move.time).toBe('AM');
    expect(move.belongings).toHaveLength(1);
  });
});
