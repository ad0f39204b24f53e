import type { FormApi } from 'final-form';
import { action, makeObservable, observableRef } from 'mobx';
import type { FormErrors } from '../../domain/validation/ruleList.ts';
import { pickFields } from './formPart.ts';
import { createStepForm, revalidate, setValues, submitStep } from './stepForm.ts';

/** Where a store reads the values it works on and writes values: its own decisions, or the visitor's edits it makes on their behalf. */
export interface FieldAccess<V extends object> {
  values(): V;
  /** Values the store decided (a lookup's address, default counts): not the visitor's edits. */
  set(values: Partial<V>): void;
  /** The visitor's edits, as the fields' own inputs would make them (final-form marks them modified). */
  change(values: Partial<V>): void;
}

/**
 * When the values take what the visitor types: as they type (the estimate and the reservation,
 * whose company list and autosave follow the typing), or only as the flow takes them (`set`,
 * `take`) when a step's next passes its rules (quick booking, spec §2: a step left without next
 * keeps what was taken before, and its form starts over from that: `restart`).
 */
export type ValuesTaken = 'asTyped' | 'onNext';

export interface StepFormsConfig<S extends string, V extends object> {
  /** The fields of each step that shows some; every field of the values sits on exactly one step. */
  steps: Readonly<Partial<Record<S, readonly (keyof V)[]>>>;
  initialValues: V;
  /** The messages of a step, given every value (a step's rules may read another step's field). */
  validate(step: S, values: V): Partial<Record<string, string>>;
  /** A step's next passed its rules, with the step's form's values. */
  onSubmit(step: S, values: Partial<V>): void;
  /** 'asTyped' unless given. */
  take?: ValuesTaken;
}

/**
 * One set of values filled over several steps: each step is one final-form form of the fields it
 * shows. The store reads `values`, a MobX copy of the forms: of every change as the visitor types
 * (`take: 'asTyped'`, for what must follow the typing: the company list, autosave), or of what
 * the flow takes on a step's next (`'onNext'`), and writes through `set`, which hands each value
 * to the form of its step.
 */
export class StepForms<S extends string, V extends object> {
  values: V;
  readonly #forms: ReadonlyMap<S, FormApi<Partial<V>>>;
  readonly #stepOfField = new Map<keyof V, S>();
  readonly #unsubscribe: (() => void)[] = [];
  readonly #take: ValuesTaken;

  constructor(config: StepFormsConfig<S, V>) {
    this.values = config.initialValues;
    this.#take = config.take ?? 'asTyped';
    const steps = Object.keys(config.steps) as S[];
    const fieldsOf = (step: S) => config.steps[step] ?? [];
    for (const step of steps) for (const field of fieldsOf(step)) this.#stepOfField.set(field, step);
    for (const field of Object.keys(config.initialValues) as (keyof V)[]) {
      if (!this.#stepOfField.has(field)) throw new Error(`the field ${String(field)} is on no step`);
    }
    this.#forms = new Map(
      steps.map((step) => [
        step,
        createStepForm<Partial<V>>({
          initialValues: pickFields(config.initialValues, fieldsOf(step)),
          validate: (values) => config.validate(step, { ...this.values, ...values }) as FormErrors<Partial<V>>,
          onSubmit: (values) => config.onSubmit(step, values),
        }),
      ]),
    );
    makeObservable<this, 'mirror'>(this, { values: observableRef, set: action, change: action, reset: action, take: action, mirror: action });
    if (this.#take === 'onNext') return;
    for (const form of this.#forms.values()) {
      this.#unsubscribe.push(form.subscribe(({ values }) => this.mirror(values), { values: true }));
    }
  }

  /** Whether `step` shows fields of the form. */
  has(step: S): boolean {
    return this.#forms.has(step);
  }

  /** The form of `step`, for its page's StepForm. */
  form(step: S): FormApi<Partial<V>> {
    const form = this.#forms.get(step);
    if (!form) throw new Error(`no form for step ${step}`);
    return form;
  }

  /** Values the store decided, each in the form of its step. */
  set(values: Partial<V>): void {
    for (const [step, fields] of this.#byStep(values)) {
      setValues(this.form(step), fields);
      this.#copy(step);
    }
  }

  /** The visitor's edits, as the fields' own inputs make them (store actions, tests and stories type through this); taken as the values take typing. */
  change(values: Partial<V>): void {
    for (const [step, fields] of this.#byStep(values)) {
      const form = this.form(step);
      form.batch(() => {
        for (const field of Object.keys(fields) as (keyof V)[]) form.change(field, fields[field]);
      });
      if (this.#take === 'asTyped') this.#copy(step);
    }
  }

  /** Takes what `step`'s form holds now (quick booking's belongings take each sub-step's). */
  take(step: S): void {
    this.#copy(step);
  }

  /** `step`'s form starts over from the values, as a page of its own would: what was typed there and not taken is dropped. */
  restart(step: S): void {
    this.form(step).restart(pickFields(this.values, this.#fieldsOf(step)));
  }

  /** Presses next on `step` (StepForm's submit, or the store's own check before a send). */
  submit(step: S): void {
    submitStep(this.form(step));
  }

  /** Whether the last next on `step` was refused: every error of the step shows. */
  refused(step: S): boolean {
    return this.form(step).getState().submitFailed === true;
  }

  /** Runs every step's validation again: what only the store knows changed. */
  revalidate(): void {
    for (const form of this.#forms.values()) revalidate(form);
  }

  /** Every form starts over with `values`, as new (after a request was sent). */
  reset(values: V): void {
    for (const [step, form] of this.#forms) {
      form.restart(pickFields(values, [...this.#fieldsOf(step)]));
      this.#copy(step);
    }
  }

  dispose(): void {
    for (const unsubscribe of this.#unsubscribe.splice(0)) unsubscribe();
  }

  protected mirror(values: Partial<V>): void {
    this.values = { ...this.values, ...values };
  }

  /**
   * Copies a step's values after the store wrote them: the form of a step no page shows stays
   * paused by react-final-form (its page's <Form> pauses it as it unmounts), and tells its
   * subscribers nothing until a page shows it again.
   */
  #copy(step: S): void {
    this.mirror(this.form(step).getState().values);
  }

  #stepOf(field: keyof V): S {
    const step = this.#stepOfField.get(field);
    if (step === undefined) throw new Error(`the field ${String(field)} is on no step`);
    return step;
  }

  #fieldsOf(step: S): (keyof V)[] {
    return [...this.#stepOfField].filter(([, owner]) => owner === step).map(([field]) => field);
  }

  #byStep(values: Partial<V>): Map<S, Partial<V>> {
    const byStep = new Map<S, Partial<V>>();
    for (const field of Object.keys(values) as (keyof V)[]) {
      const step = this.#stepOf(field);
      byStep.set(step, { ...byStep.get(step), [field]: values[field] });
    }
    return byStep;
  }
}
