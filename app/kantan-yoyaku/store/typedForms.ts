import type { AddressInputState } from '../../forms/AddressInput.ts';
import { setValues } from '../../forms/stepForm.ts';
import type { QuickBookingFormName } from './parts.ts';
import type { QuickBookingInputs } from './QuickBookingInputs.ts';
import { formOfStep, type FormValues } from './stepForms.ts';
import type { Step } from './steps.ts';

/**
 * A step's form as the visitor left it, typed but not yet taken by the step's next (the language
 * hand-off, issue 28): the form's values, and step 1's address input with them.
 */
export type TypedForm = {
  [F in QuickBookingFormName]: { form: F; values: FormValues<F> } & (F extends 'address' ? { address: AddressInputState } : unknown);
}[QuickBookingFormName];

/** The form of `step` as the visitor typed it. */
export function typedFormOf(inputs: QuickBookingInputs, step: Step): TypedForm | null {
  const form = formOfStep(step, inputs.step2Part);
  if (form === null) return null;
  const values = inputs.fields.form(form).getState().values;
  return (form === 'address' ? { form, values, address: inputs.addressInput.state } : { form, values }) as TypedForm;
}

/** The form of `step`, once it opened, as `typed` left it, when `typed` is that form's. */
export function resumeTypedForm(inputs: QuickBookingInputs, step: Step, typed: TypedForm): void {
  if (typed.form !== formOfStep(step, inputs.step2Part)) return;
  setValues(inputs.fields.form(typed.form), typed.values);
  if (typed.form === 'address') {
    inputs.addressInput.restore(typed.address);
    void inputs.addressInput.loadNames();
  }
}
