import { createForm, type FormApi, type Mutator } from 'final-form';
import type { FormErrors } from '../../domain/validation/ruleList.ts';

export interface StepFormConfig<V extends object> {
  /** The values the form starts from: the store's (restored, prefilled or empty). */
  initialValues: V;
  /** The step's messages: its rule lists from domain/validation/ and what only the store knows (a postal lookup, the e-mail check). */
  validate(values: V): FormErrors<V>;
  /** Takes the step's valid values when the visitor presses next; the store moves on. */
  onSubmit(values: V): void;
}

/**
 * One step's form: final-form's form of the step's values, created and kept by the flow's store
 * (so the store's actions and tests reach it without React, and it outlives its page), rendered
 * by the page through StepForm.
 */
export function createStepForm<V extends object>(config: StepFormConfig<V>): FormApi<V> {
  // Values the store decides (a postal lookup's address, the default counts of a person count) are
  // not the visitor's edits: changeValue leaves final-form's `modified` to the visitor's changes.
  const setValuesMutator: Mutator<V> = (args, state, { changeValue }) => {
    const [values] = args as [Partial<V>];
    for (const [name, value] of Object.entries(values)) changeValue(state, name, () => value);
  };
  // final-form validates after every mutator: one that changes nothing runs the validation again.
  const revalidateMutator: Mutator<V> = () => undefined;
  const form = createForm<V, Partial<V>>({
    initialValues: config.initialValues,
    validate: (values) => config.validate(values),
    onSubmit: (values) => config.onSubmit(values),
    mutators: { [SET_VALUES]: setValuesMutator, [REVALIDATE]: revalidateMutator },
  });
  // Every field of the step is known from the start, and keeps its state while no page shows it:
  // react-final-form sets a field it has never seen to its initial value as a page first shows it,
  // which would drop what the store (or a test, or a story) set before.
  for (const name of Object.keys(config.initialValues) as (keyof V)[]) form.registerField(name, () => undefined, {});
  return form;
}

const SET_VALUES = 'setValues';
const REVALIDATE = 'revalidate';

/** A mutator of a form createStepForm made. */
function mutatorOf<V extends object>(form: FormApi<V>, name: string): (...args: unknown[]) => void {
  const mutator = form.mutators[name];
  if (!mutator) throw new Error('the form was not made by createStepForm');
  return mutator;
}

/** Sets values the store decided, in one change of the form (the fields keep what the visitor did with them). */
export function setValues<V extends object>(form: FormApi<V>, values: Partial<V>): void {
  mutatorOf(form, SET_VALUES)(values);
}

/** Runs the form's validation again: what only the store knows changed (the e-mail check answered). */
export function revalidate<V extends object>(form: FormApi<V>): void {
  mutatorOf(form, REVALIDATE)();
}

/**
 * Presses the step's next: final-form validates the step and either refuses (every error of the
 * step shows from then on: `submitFailed`) or hands the values to the store.
 */
export function submitStep<V extends object>(form: FormApi<V>): void {
  // A page's <Form> pauses its form's validation as it unmounts (until the next one shows the
  // form); the store may press next in between (a send that finds a step incomplete).
  if (form.isValidationPaused()) form.resumeValidation();
  void form.submit();
}
