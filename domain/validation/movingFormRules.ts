import { movingFormRulesOf, type MovingFormFlowId } from '../flows/flows.ts';
import { i18n } from '../i18n/i18n.ts';
import { translateMessage, type Message } from '../i18n/message.ts';
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
  moversRule,
  postalCodeRule,
  prefectureRule,
  townAreaRule,
} from './addressRules.ts';
import { belongingsCountsRule, otherBelongingsRule, type BelongingsCounts } from './belongingsRules.ts';
import type { ContactPreference } from '../options/contactPreference.ts';
import { contactPreferenceRule } from './contactPreferenceRules.ts';
import { contactRules, otherRequestsRule, type ContactValues } from './contactRules.ts';
import { errorsOf, type RuleList } from './ruleList.ts';
import { movingDateRule, movingMonthRule, timingRule } from './scheduleRules.ts';

/**
 * The message of each field in error as the page shows it, in the page's language; a field that
 * passes is absent or undefined. These are the moving forms' own (their stores read them); the
 * server applies the same rules through its schemas and translates for each request itself.
 */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** `errors` read in the active language (domain/i18n/i18n.ts). */
function shown<K extends string>(errors: Partial<Record<K, Message>>): FieldErrors<K> {
  const texts: FieldErrors<K> = {};
  for (const field of Object.keys(errors) as K[]) {
    const message = errors[field];
    texts[field] = message === undefined ? undefined : translateMessage(i18n, message);
  }
  return texts;
}

export function hasNoErrors<K extends string>(errors: FieldErrors<K>): boolean {
  return Object.values(errors).every((message) => message === undefined);
}

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
  return shown({
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

/** Person count chosen, every count valid with one above 0, the other-belongings text valid (spec §5). */
export function belongingsErrors(values: {
  headCount: string;
  belongingsCounts: BelongingsCounts;
  otherBelongings: string;
}): FieldErrors<'headCount' | 'belongingsCounts' | 'otherBelongings'> {
  return shown({
    headCount: moversRule(values.headCount),
    belongingsCounts: belongingsCountsRule(values.belongingsCounts),
    otherBelongings: otherBelongingsRule(values.otherBelongings),
  });
}

/**
 * Contact, the contact choice (issue 16) and other requests with the estimate-form messages (spec §5). The estimate form checks
 * the phone as optional while typing and as required at the final submit (`final`); the
 * reservation flow always requires it, with its 10-digit minimum.
 */
export function contactErrors(
  values: ContactValues & { contactPreference: ContactPreference; otherRequests: string },
  flow: MovingFormFlowId,
  options: { final?: boolean } = {},
): FieldErrors<keyof ContactValues | 'contactPreference' | 'otherRequests'> {
  const phoneOptional = movingFormRulesOf(flow).phoneAtSubmit && options.final !== true;
  const rules: RuleList<typeof values> = { ...contactRules(flow, { phoneOptional }), contactPreference: contactPreferenceRule, otherRequests: otherRequestsRule };
  return shown(errorsOf(rules, values));
}

/** The estimate schedule: a real date when it is fixed, else a month and a timing (spec §5). */
export function estimateScheduleErrors(values: {
  scheduleFormat: ScheduleFormat;
  movingDate: string;
  month: string;
  timing: string;
}): FieldErrors<'movingDate' | 'month' | 'timing'> {
  if (values.scheduleFormat === 'precise') return shown({ movingDate: movingDateRule()(values.movingDate) });
  return shown({ month: movingMonthRule(values.month), timing: timingRule(values.timing) });
}
