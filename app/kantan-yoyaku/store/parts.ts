import type { BuildingDetail, DestinationBuildingDetail } from '../../../domain/address/buildingDetail.ts';
import { EMPTY_BUILDING_DETAIL, EMPTY_DESTINATION_BUILDING_DETAIL } from '../../../domain/address/buildingDetail.ts';
import type { Message } from '../../../domain/i18n/message.ts';
import { shownErrors } from '../../../domain/validation/fieldErrors.ts';
import { QUICK_ADDRESS_FORM_RULES, QUICK_BUILDING_RULES, type AddressForm } from '../../../domain/validation/quickBookingRules.ts';
import { errorsOf } from '../../../domain/validation/ruleList.ts';
import type { FormPart, ValuesOfParts } from '../../forms/formPart.ts';
import { belongingsPart } from '../../forms/parts/belongingsPart.ts';
import { CONTACT_PART, type ContactPartContext } from '../../forms/parts/contactPart.ts';
import { EMPTY_ADDRESS } from './forms.ts';

/*
 * The parts of quick booking's steps (spec §3 "Quick-booking forms"): step 1's address with the
 * head count, step 2's building of each end, and the parts it shares with the moving form (the
 * belongings, the contact: app/forms/parts/). Each form of the flow is one part; its values are
 * the sum of theirs, taken as each step's next passes (StepForms' 'onNext').
 */

/** Step 1: both ends with their floor plans, and the head count. */
export const QUICK_ADDRESS_PART: FormPart<AddressForm> = {
  name: 'quickAddress',
  initialValues: () => EMPTY_ADDRESS,
  errors: (values) => shownErrors(errorsOf(QUICK_ADDRESS_FORM_RULES, values)),
};

/** Step 2's origin: the building and its block number and building name, never kept in storage (spec §4). */
export interface OriginValues {
  fromBuilding: BuildingDetail;
  fromDetailAddress: string;
}

/** Step 2's destination, as the origin. */
export interface DestinationValues {
  toBuilding: DestinationBuildingDetail;
  toDetailAddress: string;
}

/** Step 2's rules of one end (spec §5), its messages under `names`. */
function buildingErrors<K extends string>(building: BuildingDetail | DestinationBuildingDetail, detailAddress: string, names: { building: K; detailAddress: K }) {
  const errors = errorsOf(QUICK_BUILDING_RULES, { building, detailAddress });
  return shownErrors<K>({ [names.building]: errors.building, [names.detailAddress]: errors.detailAddress } as Partial<Record<K, Message>>);
}

export const ORIGIN_PART: FormPart<OriginValues> = {
  name: 'originBuilding',
  initialValues: () => ({ fromBuilding: EMPTY_BUILDING_DETAIL, fromDetailAddress: '' }),
  errors: (values) => buildingErrors(values.fromBuilding, values.fromDetailAddress, { building: 'fromBuilding', detailAddress: 'fromDetailAddress' }),
};

export const DESTINATION_PART: FormPart<DestinationValues> = {
  name: 'destinationBuilding',
  initialValues: () => ({ toBuilding: EMPTY_DESTINATION_BUILDING_DETAIL, toDetailAddress: '' }),
  errors: (values) => buildingErrors(values.toBuilding, values.toDetailAddress, { building: 'toBuilding', detailAddress: 'toDetailAddress' }),
};

/** Step 3: the belongings, whose counts each of its seven sub-steps checks before its next. */
export const QUICK_BELONGINGS_PART = belongingsPart('bySubSteps');

/** The flow's forms, each the part it asks: step 1, step 2's two ends, step 3 and step 5 (step 4 is the calendar). */
export const QUICK_BOOKING_PARTS = {
  address: QUICK_ADDRESS_PART,
  origin: ORIGIN_PART,
  destination: DESTINATION_PART,
  belongings: QUICK_BELONGINGS_PART,
  customer: CONTACT_PART,
} as const;

export type QuickBookingFormName = keyof typeof QUICK_BOOKING_PARTS;

/** Every value of the flow's forms: the sum of its parts' values. */
export type QuickBookingValues = ValuesOfParts<(typeof QUICK_BOOKING_PARTS)[QuickBookingFormName][]>;

/** Step 5's contact rules read as quick booking's (spec §5), with the server check's message on the e-mail typed. */
export function quickContactContext(emailMessage: string | undefined): ContactPartContext {
  return { flow: 'quickBooking', phoneOptional: false, emailMessage };
}
