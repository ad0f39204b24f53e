import type { FormApi } from 'final-form';
import { contactRules, type ContactValues } from '../../../domain/validation/contactRules.ts';
import { QUICK_ADDRESS_FORM_RULES, QUICK_BELONGINGS_RULES, QUICK_BUILDING_RULES, type BuildingStepValues } from '../../../domain/validation/quickBookingRules.ts';
import { errorsOf } from '../../../domain/validation/ruleList.ts';
import type { RouteNames } from '../../forms/AddressInput.ts';
import type { EmailCheck } from '../../forms/emailCheck.ts';
import { createStepForm } from '../../forms/stepForm.ts';
import type { BelongingsAnswers } from '../../moving-form/values.ts';
import type { AddressForm, BuildingForm, DetailAddressEnd, DetailAddressForm } from './forms.ts';
import type { Step } from './steps.ts';

/** The values of quick booking's step forms: step 1, step 2's origin and destination parts, step 3 and step 5 (step 4 is the calendar). */
export interface QuickBookingFormValues {
  address: AddressForm;
  origin: BuildingStepValues;
  destination: BuildingStepValues;
  belongings: BelongingsAnswers;
  customer: ContactValues;
}

export type QuickBookingFormName = keyof QuickBookingFormValues;

export type QuickBookingForms = { readonly [F in QuickBookingFormName]: FormApi<QuickBookingFormValues[F]> };

/** What the forms start from and hand their values to: the inputs taken so far and the step actions. */
export interface QuickBookingFormsSource {
  address: AddressForm;
  buildings: BuildingForm;
  detail: DetailAddressForm;
  belongings: BelongingsAnswers;
  customer: ContactValues;
  emailCheck: EmailCheck;
  submitAddress(values: AddressForm): void;
  submitBuilding(end: DetailAddressEnd, values: BuildingStepValues): void;
  submitCustomer(values: ContactValues): void;
}

/** The step-1 names of the route the address input works on. */
export const QUICK_ROUTE_NAMES: RouteNames<AddressForm> = {
  postalCode: 'fromPostalCode',
  prefecture: 'fromPrefecture',
  city: 'fromCity',
  district: 'fromDistrict',
  toPrefecture: 'toPrefecture',
  toCity: 'toCity',
};

/** Step 5's rules: the contact's, with quick booking's messages (spec §5). */
export const QUICK_CONTACT_RULES = contactRules('quickBooking');

/** The form `step` shows (step 2's of the end `step2Part` asks for); null on a step without one. */
export function formOfStep(step: Step, step2Part: DetailAddressEnd): QuickBookingFormName | null {
  switch (step) {
    case 'step1':
      return 'address';
    case 'step2':
      return step2Part === 'from' ? 'origin' : 'destination';
    case 'step3':
      return 'belongings';
    case 'step5':
      return 'customer';
    default:
      return null;
  }
}

/** Each form's values as the inputs last taken hold them: what the form starts, and starts over, from. */
export function takenValues(source: Pick<QuickBookingFormsSource, 'address' | 'buildings' | 'detail' | 'belongings' | 'customer'>): QuickBookingFormValues {
  const building = (end: DetailAddressEnd): BuildingStepValues => ({ building: source.buildings[end], detailAddress: source.detail[`${end}DetailAddress`] });
  return { address: source.address, origin: building('from'), destination: building('to'), belongings: source.belongings, customer: source.customer };
}

/** Starts `form` over from `values`. */
export function restartForm<F extends QuickBookingFormName>(forms: QuickBookingForms, form: F, values: QuickBookingFormValues[F]): void {
  forms[form].restart(values);
}

/** Step 2's form of one end. */
function buildingForm(source: QuickBookingFormsSource, end: DetailAddressEnd, initialValues: BuildingStepValues): FormApi<BuildingStepValues> {
  return createStepForm<BuildingStepValues>({
    initialValues,
    validate: (values) => errorsOf(QUICK_BUILDING_RULES, values),
    onSubmit: (values) => source.submitBuilding(end, values),
  });
}

/**
 * The forms of quick booking's steps with their rule lists (domain/validation/quickBookingRules.ts);
 * step 5's e-mail also shows the server check's refusal once the rule passes. Each hands its values
 * to its step action on next. Step 3's sub-steps go on through the store (nextBelongingsSubStep): its
 * own submit (Enter in the text field) only shows its errors.
 */
export function quickBookingForms(source: QuickBookingFormsSource): QuickBookingForms {
  const taken = takenValues(source);
  return {
    address: createStepForm<AddressForm>({
      initialValues: taken.address,
      validate: (values) => errorsOf(QUICK_ADDRESS_FORM_RULES, values),
      onSubmit: (values) => source.submitAddress(values),
    }),
    origin: buildingForm(source, 'from', taken.origin),
    destination: buildingForm(source, 'to', taken.destination),
    belongings: createStepForm<BelongingsAnswers>({
      initialValues: taken.belongings,
      validate: (values) => errorsOf(QUICK_BELONGINGS_RULES, values),
      onSubmit: () => undefined,
    }),
    customer: createStepForm<ContactValues>({
      initialValues: taken.customer,
      validate: (values) => {
        const errors = errorsOf(QUICK_CONTACT_RULES, values);
        errors.email ??= source.emailCheck.messageFor(values.email);
        return errors;
      },
      onSubmit: (values) => source.submitCustomer(values),
    }),
  };
}
