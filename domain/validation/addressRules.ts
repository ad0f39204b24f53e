import { typableText } from './characters.ts';
import { MESSAGES } from './messages.ts';
import { chain, matches, maxLength, required, type Validator } from './validator.ts';

/** Postal codes have 7 digits; the lookup and the suggest list start from 6 characters. */
export const POSTAL_CODE_LENGTH = 7;
export const POSTAL_LOOKUP_MIN_LENGTH = 6;

export const postalCodeRule: Validator = chain(
  required(MESSAGES.postalCode.required),
  matches(/^[0-9]+$/, MESSAGES.postalCode.halfWidthDigits),
  matches(/^[0-9]{7}$/, MESSAGES.postalCode.length),
);

export const prefectureRule: Validator = required(MESSAGES.prefecture.required);
export const cityRule: Validator = required(MESSAGES.city.required);
export const districtRule: Validator = required(MESSAGES.district.required);

/** The longest house number, town area or detail address (番地・建物名) a form takes. */
export const ADDRESS_TEXT_MAX_LENGTH = 100;

/** House number where it is optional (estimate form, destination): at most 100 characters, none refused. */
export const houseNumberCharactersRule: Validator = chain(
  maxLength(ADDRESS_TEXT_MAX_LENGTH, MESSAGES.houseNumber.tooLong),
  typableText(MESSAGES.houseNumber.invalid),
);

/** Reservation origin house number: required, with the same character restrictions. */
export const houseNumberRule: Validator = chain(required(MESSAGES.houseNumber.required), houseNumberCharactersRule);

/** Destination town area (optional). */
export const townAreaRule: Validator = chain(maxLength(ADDRESS_TEXT_MAX_LENGTH, MESSAGES.townArea.tooLong), typableText(MESSAGES.townArea.invalid));

/** Quick-booking detail address (optional). */
export const detailAddressRule: Validator = chain(
  maxLength(ADDRESS_TEXT_MAX_LENGTH, MESSAGES.detailAddress.tooLong),
  typableText(MESSAGES.detailAddress.invalid),
);

export const floorPlanRule: Validator = required(MESSAGES.floorPlan.required);
export const housingTypeRule: Validator = required(MESSAGES.housingType.required);
export const moversRule: Validator = required(MESSAGES.movers.required);
