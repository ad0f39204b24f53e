import type { FormApi } from 'final-form';
import { QUICK_ADDRESS_FORM_RULES, QUICK_BELONGINGS_RULES, QUICK_BUILDING_RULES, QUICK_CUSTOMER_RULES, type BuildingStepValues } from '../../../domain/validation/quickBookingRules.ts';
import { errorsOf, type FormErrors } from '../../../domain/validation/ruleList.ts';
import type { ContactValues } from '../../../ui/ContactFields/index.ts';
import type { RouteNames } from '../../forms/AddressInput.ts';
import type { EmailCheck } from '../../forms/emailCheck.ts';
import { createStepForm } from '../../forms/stepForm.ts';
import type { BelongingsAnswers } from '../../moving-form/values.ts';
import type { AddressForm, BuildingForm, DetailAddressEnd, DetailAddressForm } from './forms.ts';
import { customerOnWire } from './payload.ts';

/** Quick booking's step forms: step 1, step 2's origin and destination parts, step 3 and step 5 (step 4 is the calendar). */
export interface QuickBookingForms {
  address: FormApi<AddressForm>;
  origin: FormApi<BuildingStepValues>;
  destination: FormApi<BuildingStepValues>;
  belongings: FormApi<BelongingsAnswers>;
  customer: FormApi<ContactValues>;
}

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

/** Step 2's form values of one end. */
export function buildingStepValues(source: Pick<QuickBookingFormsSource, 'buildings' | 'detail'>, end: DetailAddressEnd): BuildingStepValues {
  return { building: source.buildings[end], detailAddress: source.detail[`${end}DetailAddress`] };
}

/** Step 5's messages: quick booking's contact rules (spec §5), whose list reads the wire's names. */
export function customerErrors(contact: ContactValues): FormErrors<ContactValues> {
  const { customerName, customerNameKana, customerTel, customerEmail } = errorsOf(QUICK_CUSTOMER_RULES, customerOnWire(contact));
  return { name: customerName, nameKana: customerNameKana, tel: customerTel, email: customerEmail };
}

/** Step 2's form of one end. */
function buildingForm(source: QuickBookingFormsSource, end: DetailAddressEnd): FormApi<BuildingStepValues> {
  return createStepForm<BuildingStepValues>({
    initialValues: buildingStepValues(source, end),
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
  return {
    address: createStepForm<AddressForm>({
      initialValues: source.address,
      validate: (values) => errorsOf(QUICK_ADDRESS_FORM_RULES, values),
      onSubmit: (values) => source.submitAddress(values),
    }),
    origin: buildingForm(source, 'from'),
    destination: buildingForm(source, 'to'),
    belongings: createStepForm<BelongingsAnswers>({
      initialValues: source.belongings,
      validate: (values) => errorsOf(QUICK_BELONGINGS_RULES, values),
      onSubmit: () => undefined,
    }),
    customer: createStepForm<ContactValues>({
      initialValues: source.customer,
      validate: (values) => {
        const errors = customerErrors(values);
        errors.email ??= source.emailCheck.messageFor(values.email);
        return errors;
      },
      onSubmit: (values) => source.submitCustomer(values),
    }),
  };
}
