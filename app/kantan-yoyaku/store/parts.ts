import { EMPTY_BUILDING_DETAIL, EMPTY_DESTINATION_BUILDING_DETAIL } from '../../../domain/address/buildingDetail.ts';
import { shownErrors } from '../../../domain/validation/fieldErrors.ts';
import { QUICK_ADDRESS_FORM_RULES, QUICK_BUILDING_RULES, type AddressForm, type BuildingStepValues } from '../../../domain/validation/quickBookingRules.ts';
import { errorsOf } from '../../../domain/validation/ruleList.ts';
import type { FormPart } from '../../forms/formPart.ts';
import { belongingsPart } from '../../forms/parts/belongingsPart.ts';
import type { ContactPartContext } from '../../forms/parts/contactPart.ts';
import { EMPTY_ADDRESS, type DetailAddressEnd } from './forms.ts';

/*
 * The parts of quick booking's steps (spec §3 "Quick-booking forms"): step 1's address with the
 * head count, step 2's building of each end, and the parts it shares with the moving form (the
 * belongings, the contact: app/forms/parts/). Each step's form is one part, whose values the store
 * takes on next (app/forms/stepForm.ts createPartForm).
 */

/** Step 1: both ends with their floor plans, and the head count. */
export const QUICK_ADDRESS_PART: FormPart<AddressForm> = {
  name: 'quickAddress',
  initialValues: () => EMPTY_ADDRESS,
  errors: (values) => shownErrors(errorsOf(QUICK_ADDRESS_FORM_RULES, values)),
};

function buildingPart(end: DetailAddressEnd): FormPart<BuildingStepValues> {
  const building = end === 'from' ? EMPTY_BUILDING_DETAIL : EMPTY_DESTINATION_BUILDING_DETAIL;
  return {
    name: `${end}Building`,
    initialValues: () => ({ building, detailAddress: '' }),
    errors: (values) => shownErrors(errorsOf(QUICK_BUILDING_RULES, values)),
  };
}

/** Step 2, one end at a time: the building and its block number and building name. */
export const BUILDING_PARTS: Readonly<Record<DetailAddressEnd, FormPart<BuildingStepValues>>> = { from: buildingPart('from'), to: buildingPart('to') };

/** Step 3: the belongings, whose counts each of its seven sub-steps checks before its next. */
export const QUICK_BELONGINGS_PART = belongingsPart('bySubSteps');

/** Step 5's contact rules read as quick booking's (spec §5), with the server check's message on the e-mail typed. */
export function quickContactContext(emailMessage: string | undefined): ContactPartContext {
  return { flow: 'quickBooking', phoneOptional: false, emailMessage };
}
