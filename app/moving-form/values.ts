import type { MovingRequestAddress } from '../../domain/api/payloads/movingRequest.ts';
import { DEFAULT_ESTIMATE_FLOOR_PLAN } from '../../domain/options/floorPlans.ts';
import { DEFAULT_ADDRESS_FORMAT, DEFAULT_HOUSING_TYPE, type AddressFormat, type PersonCount } from '../../domain/options/household.ts';
import type { BaggageQuantity, HasEtcBaggages } from '../../domain/validation/baggageRules.ts';
import { DEFAULT_CONTACT_PREFERENCE, type ContactPreference } from '../../domain/options/contactPreference.ts';
import type { ContactValues } from '../../ui/ContactFields/index.ts';

/** The address section (spec §3 "Address" and "Extra address"), as both forms hold it. */
export interface MovingAddressValues extends MovingRequestAddress {
  /** How the origin is entered: by choosing the address (the default, as in quick booking) or by postal code. */
  fromAddressFormat: AddressFormat;
  /** The address text of the postal suggestion or lookup that filled the origin ('' when chosen by hand). */
  pickedFromAddress: string;
  /** Whether the visitor chose the destination themselves: until then it follows the origin prefecture. */
  toEdited: boolean;
}

export const EMPTY_MOVING_ADDRESS: MovingAddressValues = {
  fromAddressFormat: DEFAULT_ADDRESS_FORMAT,
  fromPostalcode: '',
  fromPrefecture: '',
  fromCity: '',
  fromDistrict: '',
  fromFloorPlan: DEFAULT_ESTIMATE_FLOOR_PLAN,
  fromHouseNumber: '',
  fromHousingType: DEFAULT_HOUSING_TYPE,
  pickedFromAddress: '',
  toPrefecture: '',
  toCity: '',
  toFloorPlan: DEFAULT_ESTIMATE_FLOOR_PLAN,
  toTownArea: '',
  toHouseNumber: '',
  toHousingType: DEFAULT_HOUSING_TYPE,
  toEdited: false,
};

/** The belongings section: person count and the baggage modal's answers. */
export interface BelongingsValues {
  personCount: PersonCount | '';
  baggageQuantity: BaggageQuantity;
  hasEtcBaggages: HasEtcBaggages;
  etcBaggages: string;
  /** The other-baggage text stashed while "no" is chosen, restored on "yes" (spec §4). */
  tempEtcBaggages: string;
  hasIkeaBaggages: boolean;
}

export const EMPTY_BELONGINGS: BelongingsValues = {
  personCount: '',
  baggageQuantity: {},
  hasEtcBaggages: '',
  etcBaggages: '',
  tempEtcBaggages: '',
  hasIkeaBaggages: false,
};

/** The contact section with how the visitor wants to be contacted (issue 16) and the other requests. */
export interface ContactSectionValues extends ContactValues {
  contactPreference: ContactPreference;
  otherRequests: string;
}

export const EMPTY_CONTACT: ContactSectionValues = {
  name: '',
  nameKana: '',
  email: '',
  tel: '',
  contactPreference: DEFAULT_CONTACT_PREFERENCE,
  otherRequests: '',
};
