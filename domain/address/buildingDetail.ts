import type { BuildingType } from '../options/quickBooking.ts';

/** Building details of one end of a quick-booking move; '' means not chosen yet. */
export interface BuildingDetail {
  buildingType: BuildingType | '';
  /** '0' up to 19 floors, '1' tower of 20 or more. */
  isTower: '0' | '1' | '';
  /** '-1' basement, '1'..'19', '20' (20 or above, towers only). */
  floor: string;
  hasIndoorStairs: '1' | '0' | '';
  hasElevator: '1' | '0' | '';
  /** '1' possible, '2' not possible. */
  parkingAvailability: '1' | '2' | '';
}

/** The destination also allows parking '3' (unknown) and records whether the building is new. */
export interface DestinationBuildingDetail extends Omit<BuildingDetail, 'parkingAvailability'> {
  parkingAvailability: '1' | '2' | '3' | '';
  isNewBuilding: '1' | '0' | '';
}

export const EMPTY_BUILDING_DETAIL: BuildingDetail = {
  buildingType: '',
  isTower: '',
  floor: '',
  hasIndoorStairs: '',
  hasElevator: '',
  parkingAvailability: '',
};

export const EMPTY_DESTINATION_BUILDING_DETAIL: DestinationBuildingDetail = {
  ...EMPTY_BUILDING_DETAIL,
  isNewBuilding: '',
};

/**
 * Sets the building type. Choosing a detached house clears tower, floor, stairs and elevator,
 * which only apartments have.
 */
export function changeBuildingType<T extends BuildingDetail | DestinationBuildingDetail>(detail: T, buildingType: BuildingType): T {
  if (buildingType === 'apartment') return { ...detail, buildingType };
  return { ...detail, buildingType, isTower: '', floor: '', hasIndoorStairs: '', hasElevator: '' };
}

/** Sets the tower flag; leaving tower height drops the floor '20', which only towers offer. */
export function changeTower<T extends BuildingDetail | DestinationBuildingDetail>(detail: T, isTower: '0' | '1'): T {
  const floor = isTower === '0' && detail.floor === '20' ? '' : detail.floor;
  return { ...detail, isTower, floor };
}
