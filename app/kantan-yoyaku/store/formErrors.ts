import { errorsOf, hasNoErrors, type FormErrors } from '../../../domain/validation/ruleList.ts';
import { QUICK_ADDRESS_RULES, QUICK_CUSTOMER_RULES } from '../../../domain/validation/quickBookingRules.ts';
import type { AddressForm, CustomerForm } from './forms.ts';

export type { FormErrors };
export { hasNoErrors };

/** Step 1's rules (spec §5), from domain/validation/. */
export function addressErrors(values: AddressForm): FormErrors<AddressForm> {
  return errorsOf(QUICK_ADDRESS_RULES, values);
}

/** Step 5's rules with the quick-booking messages (spec §5), from domain/validation/. */
export function customerErrors(values: CustomerForm): FormErrors<CustomerForm> {
  return errorsOf(QUICK_CUSTOMER_RULES, values);
}
