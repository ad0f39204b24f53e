import { cityRule, districtRule, floorPlanRule, moversRule, prefectureRule } from '../../../domain/validation/addressRules.ts';
import { emailRule, nameKanaRule, nameRule, phoneRule } from '../../../domain/validation/contactRules.ts';
import type { AddressForm, CustomerForm } from './forms.ts';

/** A form's messages per field; undefined where the field is fine. */
export type FormErrors<F> = Partial<Record<keyof F, string>>;

const quickNameRule = nameRule('quick');
const quickPhoneRule = phoneRule('quick');

/**
 * Step 1's rules (spec §5): both ends, the floor plans and the head count. The postal code is the
 * page's own concern while it is typed; the step counts as complete once the address is chosen.
 */
export function addressErrors(values: AddressForm): FormErrors<AddressForm> {
  return {
    fromPrefecture: prefectureRule(values.fromPrefecture),
    fromCity: cityRule(values.fromCity),
    fromDistrict: districtRule(values.fromDistrict),
    fromFloorPlan: floorPlanRule(values.fromFloorPlan),
    toPrefecture: prefectureRule(values.toPrefecture),
    toCity: cityRule(values.toCity),
    toFloorPlan: floorPlanRule(values.toFloorPlan),
    headCount: moversRule(values.headCount),
  };
}

/** Step 5's rules with the quick-booking messages (spec §5). */
export function customerErrors(values: CustomerForm): FormErrors<CustomerForm> {
  return {
    customerName: quickNameRule(values.customerName),
    customerNameKana: nameKanaRule(values.customerNameKana),
    customerTel: quickPhoneRule(values.customerTel),
    customerEmail: emailRule(values.customerEmail),
  };
}

export function hasNoErrors<F>(errors: FormErrors<F>): boolean {
  return Object.values(errors).every((message) => message === undefined);
}
