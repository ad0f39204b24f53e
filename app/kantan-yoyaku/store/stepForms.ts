import type { FormApi } from 'final-form';
import type { BuildingDetail, DestinationBuildingDetail } from '../../../domain/address/buildingDetail.ts';
import { QUICK_ADDRESS_FORM_RULES, QUICK_BELONGINGS_RULES, QUICK_BUILDING_RULES, QUICK_CUSTOMER_RULES, type BuildingStepValues } from '../../../domain/validation/quickBookingRules.ts';
import { errorsOf } from '../../../domain/validation/ruleList.ts';
import type { RouteNames } from '../../forms/AddressInput.ts';
import type { EmailCheck } from '../../forms/emailCheck.ts';
import { createStepForm } from '../../forms/stepForm.ts';
import type { AddressForm, BelongingsForm, BuildingForm, CustomerForm, DetailAddressForm } from './forms.ts';

/** Quick booking's step forms: step 1, step 2's origin and destination parts, step 3 and step 5 (step 4 is the calendar). */
export interface QuickBookingForms {
  address: FormApi<AddressForm>;
  origin: FormApi<BuildingStepValues>;
  destination: FormApi<BuildingStepValues>;
  belongings: FormApi<BelongingsForm>;
  customer: FormApi<CustomerForm>;
}

/** What the forms start from and hand their values to: the inputs taken so far and the step actions. */
export interface QuickBookingFormsSource {
  address: AddressForm;
  buildings: BuildingForm;
  detail: DetailAddressForm;
  belongings: BelongingsForm;
  customer: CustomerForm;
  emailCheck: EmailCheck;
  submitAddress(values: AddressForm): void;
  submitOrigin(values: { from: BuildingDetail; fromDetailAddress: string }): void;
  submitDestination(values: { to: DestinationBuildingDetail; toDetailAddress: string }): void;
  submitCustomer(values: CustomerForm): void;
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
export function buildingStepValues(source: Pick<QuickBookingFormsSource, 'buildings' | 'detail'>, end: 'from' | 'to'): BuildingStepValues {
  return end === 'from'
    ? { building: source.buildings.from, detailAddress: source.detail.fromDetailAddress }
    : { building: source.buildings.to, detailAddress: source.detail.toDetailAddress };
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
    origin: createStepForm<BuildingStepValues>({
      initialValues: buildingStepValues(source, 'from'),
      validate: (values) => errorsOf(QUICK_BUILDING_RULES, values),
      onSubmit: (values) => source.submitOrigin({ from: values.building as BuildingDetail, fromDetailAddress: values.detailAddress }),
    }),
    destination: createStepForm<BuildingStepValues>({
      initialValues: buildingStepValues(source, 'to'),
      validate: (values) => errorsOf(QUICK_BUILDING_RULES, values),
      onSubmit: (values) => source.submitDestination({ to: values.building as DestinationBuildingDetail, toDetailAddress: values.detailAddress }),
    }),
    belongings: createStepForm<BelongingsForm>({
      initialValues: source.belongings,
      validate: (values) => errorsOf(QUICK_BELONGINGS_RULES, values),
      onSubmit: () => undefined,
    }),
    customer: createStepForm<CustomerForm>({
      initialValues: source.customer,
      validate: (values) => {
        const errors = errorsOf(QUICK_CUSTOMER_RULES, values);
        errors.customerEmail ??= source.emailCheck.messageFor(values.customerEmail);
        return errors;
      },
      onSubmit: (values) => source.submitCustomer(values),
    }),
  };
}
