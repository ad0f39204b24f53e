import type { AddressInputState } from '../../forms/AddressInput.ts';
import { setValues } from '../../forms/stepForm.ts';
import type { QuickBookingInputs } from './QuickBookingInputs.ts';
import { formOfStep, type QuickBookingFormName, type QuickBookingFormValues } from './stepForms.ts';
import type { Step } from './steps.ts';

/**
 * A step's form as the visitor left it, typed but not yet taken by the step's next (the language
 * hand-off, issue 28): the form's values, and step 1's address input with them.
 */
export type TypedForm = {
  [F in QuickBookingFormName]: { form: F; values: QuickBookingFormValues[F] } & (F extends 'address' ? { address: AddressInputState } : unknown);
}[QuickBookingFormName];

/** The form of `step` as the visitor typed it. */
export function typedFormOf(inputs: QuickBookingInputs, step: Step): TypedForm | null {
  const { forms, addressInput } = inputs;
  const form = formOfStep(step, inputs.step2Part);
  switch (form) {
    case 'address':
      return { form, values: forms.address.getState().values, address: addressInput.state };
    case 'origin':
    case 'destination':
      return { form, values: forms[form].getState().values };
    case 'belongings':
      return { form, values: forms.belongings.getState().values };
    case 'customer':
      return { form, values: forms.customer.getState().values };
    case null:
      return null;
  }
}

/** The form of `step`, once it opened, as `typed` left it, when `typed` is that form's. */
export function resumeTypedForm(inputs: QuickBookingInputs, step: Step, typed: TypedForm): void {
  if (typed.form !== formOfStep(step, inputs.step2Part)) return;
  const { forms, addressInput } = inputs;
  if (typed.form === 'address') {
    setValues(forms.address, typed.values);
    addressInput.restore(typed.address);
    void addressInput.loadNames();
  } else if (typed.form === 'belongings') setValues(forms.belongings, typed.values);
  else if (typed.form === 'customer') setValues(forms.customer, typed.values);
  else setValues(forms[typed.form], typed.values);
}
