import type { MovingFormFlowId } from '../../domain/flows/flows.ts';
import { moversRule } from '../../domain/validation/addressRules.ts';
import { contactPreferenceRule } from '../../domain/validation/contactPreferenceRules.ts';
import { otherRequestsRule } from '../../domain/validation/contactRules.ts';
import { shownErrors, type FieldErrors } from '../../domain/validation/fieldErrors.ts';
import { movingAddressErrors } from '../../domain/validation/movingFormRules.ts';
import { initialValuesOfParts, type FormPart, type ValuesOfParts } from '../forms/formPart.ts';
import { belongingsPart } from '../forms/parts/belongingsPart.ts';
import { CONTACT_PART, type ContactPartContext } from '../forms/parts/contactPart.ts';
import { EMPTY_CONTACT_PREFERENCE, EMPTY_OTHER_REQUESTS } from './contactSection.ts';
import { EMPTY_FROM_ADDRESS, EMPTY_HEAD_COUNT, EMPTY_TO_ADDRESS, type MovingChoices } from './values.ts';

/*
 * The parts of the moving form (spec §3 "Reservation and estimate form"), from which the estimate
 * and the reservation make their modules: the estimate's belongingsCounts module is the person count
 * and the belongings, the reservation asks them on two steps. The contact and the belongings are
 * the parts quick booking asks too (app/forms/parts/); the schedule is each flow's own part
 * (./schedule.ts). A flow with another part defines it as these are (app/forms/formPart.ts).
 */

/** What the moving form's rules read beyond the values: the flow, the contact's context, and what only its store knows. */
export interface MovingPartContext extends ContactPartContext {
  flow: MovingFormFlowId;
  /** The flow's rule of the companies chosen (spec §5 "Companies"). */
  companiesRule(codes: readonly string[]): string | undefined;
  /** Why the postal lookup did not fill the origin. */
  postalMessage: string | undefined;
}

/** A part of the moving form. */
export type MovingFormPart<V extends object = object> = FormPart<V, MovingPartContext>;

/**
 * A part whose fields are those of `empty`, answered by a rule that may cover more fields than the
 * part's own (the address rule covers both ends): only the part's own messages are kept.
 */
function movingPart<V extends object>(name: string, empty: V, rule: (values: V, context: MovingPartContext) => FieldErrors<string>): MovingFormPart<V> {
  const fields = Object.keys(empty);
  return {
    name,
    initialValues: () => empty,
    errors(values, context) {
      const errors = rule(values, context);
      return Object.fromEntries(fields.map((field) => [field, errors[field]]));
    },
  };
}

export const FROM_ADDRESS_PART = movingPart('fromAddress', EMPTY_FROM_ADDRESS, (values, context) => {
  const errors: FieldErrors<string> = movingAddressErrors({ ...EMPTY_TO_ADDRESS, ...values }, context.flow);
  // The postal lookup's outcome, once the code's own rule passes.
  if (values.fromAddressFormat === 'postalCode') errors.fromPostalCode ??= context.postalMessage;
  return errors;
});

export const TO_ADDRESS_PART = movingPart('toAddress', EMPTY_TO_ADDRESS, (values, context) => movingAddressErrors({ ...EMPTY_FROM_ADDRESS, ...values }, context.flow));

export const HEAD_COUNT_PART = movingPart('headCount', EMPTY_HEAD_COUNT, (values) => shownErrors({ headCount: moversRule(values.headCount) }));

/** The belongings modal is one step of the moving form: its next checks the counts. */
export const BELONGINGS_PART = belongingsPart('byPart');

/** How the visitor wants to be contacted (issue 16): asked with the contact. */
export const CONTACT_PREFERENCE_PART = movingPart('contactPreference', EMPTY_CONTACT_PREFERENCE, (values) =>
  shownErrors({ contactPreference: contactPreferenceRule(values.contactPreference) }),
);

export const OTHER_REQUESTS_PART = movingPart('otherRequests', EMPTY_OTHER_REQUESTS, (values) => shownErrors({ otherRequests: otherRequestsRule(values.otherRequests) }));

export const COMPANIES_PART = movingPart('companies', { companyList: [] } as Pick<MovingChoices, 'companyList'>, (values, context) => ({
  companyList: context.companiesRule(values.companyList),
}));

export const ALLIANCES_PART = movingPart('alliances', { checkedAlliances: [] } as Pick<MovingChoices, 'checkedAlliances'>, () => ({}));

/** Every part both flows' forms have, the schedule aside. */
export const MOVING_FORM_PARTS = [
  FROM_ADDRESS_PART,
  TO_ADDRESS_PART,
  HEAD_COUNT_PART,
  BELONGINGS_PART,
  CONTACT_PART,
  CONTACT_PREFERENCE_PART,
  OTHER_REQUESTS_PART,
  COMPANIES_PART,
  ALLIANCES_PART,
] as const;

/** Every field of the moving form with the flow's schedule `S`: the sum of its parts' values. */
export type MovingFormValues<S extends object> = ValuesOfParts<typeof MOVING_FORM_PARTS> & S;

/** A field of the moving form, whatever the flow's schedule. */
export type MovingFormField = keyof MovingFormValues<object>;

/** A new form's values: nothing chosen, the flow's schedule part's defaults for `today`. */
export function initialMovingFormValues<S extends object>(schedule: MovingFormPart<S>, today: Date): MovingFormValues<S> {
  return initialValuesOfParts([...MOVING_FORM_PARTS, schedule], today);
}
