import { movingFormRulesOf, type MovingFormFlowId } from '../flows/flows.ts';
import type { MovingRequestAddress } from '../api/payloads/movingRequest.ts';
import type { AddressFormat } from '../options/household.ts';
import type { ScheduleFormat } from '../options/schedule.ts';
import {
  cityRule,
  districtRule,
  floorPlanRule,
  houseNumberCharactersRule,
  houseNumberRule,
  housingTypeRule,
  postalCodeRule,
  prefectureRule,
  townAreaRule,
} from './addressRules.ts';
import { shownErrors, type FieldErrors } from './fieldErrors.ts';
import { movingDateRule, movingMonthRule, timingRule } from './scheduleRules.ts';

type AddressKey = keyof MovingRequestAddress;

/**
 * Address and extra address (spec §5): the postal code when the origin is entered by postal code,
 * both ends down to the origin district and the destination city, floor plans and housing types;
 * the origin house number is required in the reservation flow only; house number and town area
 * refuse surrogate pairs and the listed symbols.
 */
export function movingAddressErrors(
  values: MovingRequestAddress & { fromAddressFormat: AddressFormat },
  flow: MovingFormFlowId,
): FieldErrors<AddressKey> {
  return shownErrors({
    fromPostalCode: values.fromAddressFormat === 'postalCode' ? postalCodeRule(values.fromPostalCode) : undefined,
    fromPrefecture: prefectureRule(values.fromPrefecture),
    fromCity: cityRule(values.fromCity),
    fromDistrict: districtRule(values.fromDistrict),
    fromFloorPlan: floorPlanRule(values.fromFloorPlan),
    fromHouseNumber: (movingFormRulesOf(flow).houseNumberRequired ? houseNumberRule : houseNumberCharactersRule)(values.fromHouseNumber),
    fromHousingType: housingTypeRule(values.fromHousingType),
    toPrefecture: prefectureRule(values.toPrefecture),
    toCity: cityRule(values.toCity),
    toFloorPlan: floorPlanRule(values.toFloorPlan),
    toTownArea: townAreaRule(values.toTownArea),
    toHouseNumber: houseNumberCharactersRule(values.toHouseNumber),
    toHousingType: housingTypeRule(values.toHousingType),
  });
}

/** Whether both ends name a place companies can be searched for (the company list's inputs). */
export function isRouteChosen(values: Pick<MovingRequestAddress, 'fromPrefecture' | 'fromCity' | 'fromDistrict' | 'toPrefecture' | 'toCity'>): boolean {
  return [values.fromPrefecture, values.fromCity, values.fromDistrict, values.toPrefecture, values.toCity].every((code) => code !== '');
}

/** The estimate schedule: a real date when it is fixed, else a month and a timing (spec §5). */
export function estimateScheduleErrors(values: {
  scheduleFormat: ScheduleFormat;
  movingDate: string;
  month: string;
  timing: string;
}): FieldErrors<'movingDate' | 'month' | 'timing'> {
  if (values.scheduleFormat === 'precise') return shownErrors({ movingDate: movingDateRule()(values.movingDate) });
  return shownErrors({ month: movingMonthRule(values.month), timing: timingRule(values.timing) });
}
