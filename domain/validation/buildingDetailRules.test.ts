import { describe, expect, it } from 'vitest';
import { EMPTY_BUILDING_DETAIL, EMPTY_DESTINATION_BUILDING_DETAIL, type BuildingDetail, type DestinationBuildingDetail } from '../address/index.ts';
import { japanese } from '../testing/messages.ts';
import { buildingDetailAlert, canProceedFromBuildingDetails, missingBuildingItems } from './index.ts';

const apartment: BuildingDetail = {
  buildingType: 'apartment', isTower: '0', floor: '3', hasIndoorStairs: '0', hasElevator: '1', parkingAvailability: '1',
};
const house: DestinationBuildingDetail = { ...EMPTY_DESTINATION_BUILDING_DETAIL, buildingType: 'house', parkingAvailability: '3', isNewBuilding: '0' };

describe('missing building items', () => {
  it('asks for the building type first', () => {
    expect(missingBuildingItems(EMPTY_BUILDING_DETAIL)).toEqual(['buildingType']);
    expect(missingBuildingItems(EMPTY_DESTINATION_BUILDING_DETAIL)).toEqual(['buildingType', 'isNewBuilding']);
  });

  it('needs tower flag, floor, stairs, elevator and parking for an apartment', () => {
    expect(missingBuildingItems({ ...EMPTY_BUILDING_DETAIL, buildingType: 'apartment' })).toEqual([
      'isTower', 'floor', 'hasIndoorStairs', 'hasElevator', 'parkingAvailability',
    ]);
    expect(missingBuildingItems(apartment)).toEqual([]);
  });

  it('needs parking for a detached house, and the building state at the destination', () => {
    expect(missingBuildingItems({ ...EMPTY_BUILDING_DETAIL, buildingType: 'house' })).toEqual(['parkingAvailability']);
    expect(missingBuildingItems({ ...house, parkingAvailability: '', isNewBuilding: '' })).toEqual(['parkingAvailability', 'isNewBuilding']);
    expect(missingBuildingItems(house)).toEqual([]);
    expect(missingBuildingItems({ ...apartment, isNewBuilding: '' })).toEqual(['isNewBuilding']);
  });
});

describe('building detail alert', () => {
  it('lists the missing items followed by "please enter"', () => {
    expect(japanese(buildingDetailAlert(['floor', 'hasElevator']))).toBe('階数、エレベーターの有無を入力してください。');
    expect(japanese(buildingDetailAlert(['buildingType']))).toBe('建物の種類を入力してください。');
    expect(japanese(buildingDetailAlert(['isTower', 'hasIndoorStairs', 'parkingAvailability', 'isNewBuilding']))).toBe(
      '建物の高さ、室内階段の有無、トラックの駐車、建物の状態を入力してください。',
    );
    expect(buildingDetailAlert([])).toBeUndefined();
  });
});

describe('building detail next', () => {
  const complete = { from: apartment, to: house, fromDetailAddress: '1-2-3', toDetailAddress: '' };

  it('is enabled when both ends are complete and detail addresses are clean', () => {
    expect(canProceedFromBuildingDetails(complete)).toBe(true);
  });

  it('is disabled by an incomplete end or a detail address in error', () => {
    expect(canProceedFromBuildingDetails({ ...complete, from: EMPTY_BUILDING_DETAIL })).toBe(false);
    expect(canProceedFromBuildingDetails({ ...complete, to: EMPTY_DESTINATION_BUILDING_DETAIL })).toBe(false);
    expect(canProceedFromBuildingDetails({ ...complete, fromDetailAddress: '①' })).toBe(false);
    expect(canProceedFromBuildingDetails({ ...complete, toDetailAddress: '😀' })).toBe(false);
  });
});
