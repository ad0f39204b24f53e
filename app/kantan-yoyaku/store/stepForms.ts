import type { FormApi } from 'final-form';
import type { ContactValues } from '../../../domain/validation/contactRules.ts';
import type { BuildingStepValues } from '../../../domain/validation/quickBookingRules.ts';
import type { RouteNames } from '../../forms/AddressInput.ts';
import type { EmailCheck } from '../../forms/emailCheck.ts';
import { CONTACT_PART } from '../../forms/parts/contactPart.ts';
import { createPartForm } from '../../forms/stepForm.ts';
import type { BelongingsAnswers } from '../../moving-form/values.ts';
import type { AddressForm, BuildingForm, DetailAddressEnd, DetailAddressForm } from './forms.ts';
import { BUILDING_PARTS, QUICK_ADDRESS_PART, QUICK_BELONGINGS_PART, quickContactContext } from './parts.ts';
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

/**
 * The forms of quick booking's steps, each of one part (./parts.ts); step 5's e-mail also shows the
 * server check's refusal once the rule passes. Each hands its values to its step action on next.
 * Step 3's sub-steps go on through the store (nextBelongingsSubStep): its own submit (Enter in the
 * text field) only shows its errors.
 */
export function quickBookingForms(source: QuickBookingFormsSource): QuickBookingForms {
  const taken = takenValues(source);
  const noContext = () => undefined;
  const building = (end: DetailAddressEnd, initialValues: BuildingStepValues) =>
    createPartForm(BUILDING_PARTS[end], { initialValues, context: noContext, onSubmit: (values) => source.submitBuilding(end, values) });
  return {
    address: createPartForm(QUICK_ADDRESS_PART, { initialValues: taken.address, context: noContext, onSubmit: (values) => source.submitAddress(values) }),
    origin: building('from', taken.origin),
    destination: building('to', taken.destination),
    belongings: createPartForm(QUICK_BELONGINGS_PART, { initialValues: taken.belongings, context: noContext, onSubmit: () => undefined }),
    customer: createPartForm(CONTACT_PART, {
      initialValues: taken.customer,
      context: (values) => quickContactContext(source.emailCheck.messageFor(values.email)),
      onSubmit: (values) => source.submitCustomer(values),
    }),
  };
}
