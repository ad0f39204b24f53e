import { fieldsOfPart, initialValuesOfParts, pickFields, type PartValues } from '../../forms/formPart.ts';
import { StepForms } from '../../forms/StepForms.ts';
import type { DetailAddressEnd } from './forms.ts';
import { QUICK_BOOKING_PARTS, quickContactContext, type QuickBookingFormName, type QuickBookingValues } from './parts.ts';
import type { Step } from './steps.ts';

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

/** The fields of each form: its part's. */
const FORM_FIELDS = {} as Record<QuickBookingFormName, readonly (keyof QuickBookingValues)[]>;
for (const form of Object.keys(QUICK_BOOKING_PARTS) as QuickBookingFormName[]) FORM_FIELDS[form] = fieldsOfPart<object>(QUICK_BOOKING_PARTS[form]);

/** The values of a form, as its part holds them. */
export type FormValues<F extends QuickBookingFormName> = PartValues<(typeof QUICK_BOOKING_PARTS)[F]>;

/** `form`'s values among the flow's. */
export function formValuesOf<F extends QuickBookingFormName>(values: Partial<QuickBookingValues>, form: F): FormValues<F> {
  return pickFields(values, FORM_FIELDS[form]) as FormValues<F>;
}

/** The values of a visit that has taken none yet (no part of quick booking has a default that depends on the day). */
export const EMPTY_VALUES: QuickBookingValues = initialValuesOfParts(Object.values(QUICK_BOOKING_PARTS), new Date(0));

/** What the forms read and tell beyond their values. */
export interface QuickBookingFieldsSource {
  initialValues: QuickBookingValues;
  /** The server check's message on `email` (step 5 shows it once the rule passes). */
  emailMessage(email: string): string | undefined;
  /** A form's next passed its rules, with the form's values: the flow takes them. */
  onNext(form: QuickBookingFormName, values: Partial<QuickBookingValues>): void;
}

/**
 * The forms of quick booking's steps, each of one part (./parts.ts), whose values the flow takes
 * on next (spec §2).
 */
export function quickBookingFields(source: QuickBookingFieldsSource): StepForms<QuickBookingFormName, QuickBookingValues> {
  return new StepForms<QuickBookingFormName, QuickBookingValues>({
    steps: FORM_FIELDS,
    initialValues: source.initialValues,
    validate: (form, values) => QUICK_BOOKING_PARTS[form].errors(values, quickContactContext(source.emailMessage(values.email))),
    onSubmit: source.onNext,
    take: 'onNext',
  });
}
