export type { Validator } from './validator.ts';
export { isMissing, textOf, characterCount, required, minLength, maxLength, matches, excludes, chain } from './validator.ts';
export { toHalfWidth } from './halfWidth.ts';
export type { TextKind } from './characters.ts';
export { hasForbiddenCharacters, isPlainLine, typableText } from './characters.ts';

export { MESSAGES, readingOf } from './messages.ts';
export {
  POSTAL_CODE_LENGTH,
  POSTAL_LOOKUP_MIN_LENGTH,
  ADDRESS_TEXT_MAX_LENGTH,
  postalCodeRule,
  prefectureRule,
  cityRule,
  districtRule,
  houseNumberCharactersRule,
  houseNumberRule,
  townAreaRule,
  detailAddressRule,
  floorPlanRule,
  housingTypeRule,
  moversRule,
} from './addressRules.ts';
export type { DatePattern } from './scheduleRules.ts';
export { isExistingDate, movingDateRule, movingMonthRule, timingRule } from './scheduleRules.ts';
export {
  EMAIL_MAX_LENGTH,
  FREE_TEXT_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_KANA_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  nameRule,
  nameKanaRule,
  emailRule,
  phoneRule,
  otherRequestsRule,
  contactRules,
} from './contactRules.ts';
export type { ContactValues } from './contactRules.ts';
export type { BelongingsCounts, HasOtherBelongings } from './belongingsRules.ts';
export {
  ITEM_COUNT_LIMIT,
  CARDBOARD_COUNT_LIMIT,
  itemCountLimit,
  itemCountRule,
  isOverItemLimit,
  belongingsCountsRule,
  otherBelongingsRule,
  hasOtherBelongingsRule,
  canProceedFromBelongings,
} from './belongingsRules.ts';
export type { BuildingDetailItem } from './buildingDetailRules.ts';
export { missingBuildingItems, buildingDetailAlert, canProceedFromBuildingDetails } from './buildingDetailRules.ts';
export {
  MAX_RESERVATION_COMPANIES,
  estimateCompaniesRule,
  reservationCompaniesRule,
  toggleCompany,
} from './companyRules.ts';
export { contactPreferenceRule, orderedContactWindows } from './contactPreferenceRules.ts';
export type { ErrorReveal, FieldInteraction } from './errorVisibility.ts';
export { isErrorShown } from './errorVisibility.ts';
export type { FormErrors, RuleList } from './ruleList.ts';
export { errorsOf, hasNoErrors, passes } from './ruleList.ts';
export type { AddressForm, BuildingStepValues } from './quickBookingRules.ts';
export { QUICK_ADDRESS_RULES, QUICK_ADDRESS_FORM_RULES, QUICK_BUILDING_RULES } from './quickBookingRules.ts';
