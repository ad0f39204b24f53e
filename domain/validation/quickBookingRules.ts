import type { AddressFormat, HeadCount } from '../options/household.ts';
import type { BuildingDetail, DestinationBuildingDetail } from '../address/buildingDetail.ts';
import { cityRule, detailAddressRule, districtRule, floorPlanRule, moversRule, postalCodeRule, prefectureRule } from './addressRules.ts';
import { buildingDetailAlert, missingBuildingItems } from './buildingDetailRules.ts';
import type { RuleList } from './ruleList.ts';

/** Quick-booking step 1 (spec §3 "Quick-booking forms": Address and Head count). */
export interface AddressForm {
  /** How the origin is entered: by postal code, or by picking prefecture, city and district. */
  fromAddressFormat: AddressFormat;
  fromPostalCode: string;
  fromPrefecture: string;
  fromCity: string;
  fromDistrict: string;
  fromFloorPlan: string;
  toPrefecture: string;
  toCity: string;
  toFloorPlan: string;
  headCount: HeadCount | '';
}

/**
 * Step 1's rules (spec §5): both ends, the floor plans and the head count. The step counts as
 * complete once the address is chosen, whatever the postal code field holds.
 */
export const QUICK_ADDRESS_RULES: RuleList<AddressForm> = {
  fromPrefecture: prefectureRule,
  fromCity: cityRule,
  fromDistrict: districtRule,
  fromFloorPlan: floorPlanRule,
  toPrefecture: prefectureRule,
  toCity: cityRule,
  toFloorPlan: floorPlanRule,
  headCount: moversRule,
};

/** Step 1's form while it is filled: its rules plus the postal code while the origin is entered by postal code. */
export const QUICK_ADDRESS_FORM_RULES: RuleList<AddressForm> = {
  ...QUICK_ADDRESS_RULES,
  fromPostalCode: (postalCode, values) => (values.fromAddressFormat === 'postalCode' ? postalCodeRule(postalCode) : undefined),
};

/** Quick-booking step 2, one end at a time: the building and its block number and building name. */
export interface BuildingStepValues {
  building: BuildingDetail | DestinationBuildingDetail;
  detailAddress: string;
}

/** Step 2's rules (spec §5): every building item answered, and no refused character in the detail address. */
export const QUICK_BUILDING_RULES: RuleList<BuildingStepValues> = {
  building: (building) => buildingDetailAlert(missingBuildingItems(building)),
  detailAddress: detailAddressRule,
};
