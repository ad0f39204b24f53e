import type { ContactValues } from '../../ui/ContactFields/index.ts';
import type { AddressForm, BuildingForm } from '../kantan-yoyaku/store/forms.ts';

/*
 * What a visitor enters on quick booking's steps, for the flow's store tests: a move from Tokyo to
 * Kanagawa, a house at each end with parking, and a visitor with a Japanese name.
 */

/** Step 1: from 〒100-0005 (Tokyo) to Kanagawa, one person. */
export const ADDRESS: AddressForm = {
  fromAddressFormat: 'address',
  fromPostalCode: '1000005',
  fromPrefecture: '13',
  fromCity: '13101',
  fromDistrict: 'd1',
  fromFloorPlan: '1',
  toPrefecture: '14',
  toCity: '14101',
  toFloorPlan: '1',
  headCount: '1',
};

/** Step 2 at the origin: a house with parking. */
export const FROM_BUILDING: BuildingForm['from'] = { buildingType: 'house', isTower: '', floor: '', hasIndoorStairs: '', hasElevator: '', parkingAvailability: '1' };

/** Step 2 at the destination: the same, not a new building. */
export const TO_BUILDING: BuildingForm['to'] = { ...FROM_BUILDING, isNewBuilding: '0' };

/** Step 5. */
export const CUSTOMER: ContactValues = { name: '山田太郎', nameKana: 'ヤマダタロウ', tel: '09012345678', email: 'taro@example.jp' };
