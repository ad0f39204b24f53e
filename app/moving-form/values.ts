import type { MovingRequestAddress } from '../../domain/api/payloads/movingRequest.ts';
import { DEFAULT_ESTIMATE_FLOOR_PLAN } from '../../domain/options/floorPlans.ts';
import { DEFAULT_ADDRESS_FORMAT, DEFAULT_HOUSING_TYPE, type AddressFormat, type HeadCount } from '../../domain/options/household.ts';
import type { BelongingsCounts, HasOtherBelongings } from '../../domain/validation/belongingsRules.ts';
import type { ContactPreference } from '../../domain/options/contactPreference.ts';
import type { ContactValues } from '../../ui/ContactFields/index.ts';

/**
 * The values of parts one after another. A spread at the top level of a module is kept by the
 * bundler even where nothing reads it; a pure call is not, so a page that imports one part's empty
 * values (quick booking) does not carry every other's.
 */
function joined<A extends object, B extends object>(first: A, second: B): A & B {
  return { ...first, ...second };
}

/** The address fields (spec §3 "Address" and "Extra address"), as both forms hold them. */
export interface MovingAddressValues extends MovingRequestAddress {
  /** How the origin is entered: by choosing the address (the default, as in quick booking) or by postal code. */
  fromAddressFormat: AddressFormat;
}

/** The origin's fields. */
export type FromAddressValues = Pick<MovingAddressValues, 'fromAddressFormat' | 'fromPostalCode' | 'fromPrefecture' | 'fromCity' | 'fromDistrict' | 'fromFloorPlan' | 'fromHouseNumber' | 'fromHousingType'>;
/** The destination's fields. */
export type ToAddressValues = Omit<MovingAddressValues, keyof FromAddressValues>;

export const EMPTY_FROM_ADDRESS: FromAddressValues = {
  fromAddressFormat: DEFAULT_ADDRESS_FORMAT,
  fromPostalCode: '',
  fromPrefecture: '',
  fromCity: '',
  fromDistrict: '',
  fromFloorPlan: DEFAULT_ESTIMATE_FLOOR_PLAN,
  fromHouseNumber: '',
  fromHousingType: DEFAULT_HOUSING_TYPE,
};

export const EMPTY_TO_ADDRESS: ToAddressValues = {
  toPrefecture: '',
  toCity: '',
  toFloorPlan: DEFAULT_ESTIMATE_FLOOR_PLAN,
  toTownArea: '',
  toHouseNumber: '',
  toHousingType: DEFAULT_HOUSING_TYPE,
};

export const EMPTY_MOVING_ADDRESS: MovingAddressValues = /* @__PURE__ */ joined(EMPTY_FROM_ADDRESS, EMPTY_TO_ADDRESS);

/** The belongings fields: person count and the belongings modal's answers. */
export interface BelongingsValues {
  headCount: HeadCount | '';
  belongingsCounts: BelongingsCounts;
  hasOtherBelongings: HasOtherBelongings;
  otherBelongings: string;
  /** The other-belongings text stashed while "no" is chosen, restored on "yes" (spec §4). */
  stashedOtherBelongings: string;
  hasIkeaBelongings: boolean;
}

export const EMPTY_HEAD_COUNT: Pick<BelongingsValues, 'headCount'> = { headCount: '' };

/** The belongings modal's answers without the person count: the belongings part's fields (quick booking asks the count on step 1). */
export type BelongingsAnswers = Omit<BelongingsValues, 'headCount'>;

export const EMPTY_BELONGINGS_ANSWERS: BelongingsAnswers = {
  belongingsCounts: {},
  hasOtherBelongings: '',
  otherBelongings: '',
  stashedOtherBelongings: '',
  hasIkeaBelongings: false,
};

export const EMPTY_BELONGINGS: BelongingsValues = /* @__PURE__ */ joined(EMPTY_HEAD_COUNT, EMPTY_BELONGINGS_ANSWERS);

/** The contact fields with how the visitor wants to be contacted (issue 16) and the other requests. */
export interface ContactSectionValues extends ContactValues {
  contactPreference: ContactPreference;
  otherRequests: string;
}

/** The contact itself: name, its reading, e-mail and phone (quick booking's step 5 asks only these; the section's other values are in ./contactSection.ts). */
export const EMPTY_CONTACT_VALUES: ContactValues = { name: '', nameKana: '', email: '', tel: '' };

/** The visitor's choice among the listed companies and partner services. */
export interface MovingChoices {
  /** kissCd of the chosen companies, in the order chosen (spec §3 companyList). */
  companyList: string[];
  /** alliance_id of the checked partner services. */
  checkedAlliances: string[];
}


/** Every field of the moving form, with the flow's schedule `S`: the sum of its parts' values (./parts.ts). */
export type { MovingFormValues } from './parts.ts';
