import type { Message } from '../i18n/message.ts';

/** A form's messages per field; undefined where the field is fine. */
export type FormErrors<V> = Partial<Record<keyof V, Message>>;

/**
 * A form's rules, one per field, each given the field's value and the whole form: the one list a
 * step's form validation, the flow's step-complete guard and the server's schema all read.
 */
export type RuleList<V> = { readonly [K in keyof V]?: (value: V[K], values: V) => Message | undefined };

/** The messages of `values` under `rules`. */
export function errorsOf<V>(rules: RuleList<V>, values: NoInfer<V>): FormErrors<V> {
  const errors: FormErrors<V> = {};
  for (const field of Object.keys(rules) as (keyof V)[]) {
    const message = rules[field]?.(values[field], values);
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}

export function hasNoErrors<V>(errors: FormErrors<V>): boolean {
  return Object.values(errors).every((message) => message === undefined);
}

/** Whether `values` pass every rule of `rules`. */
export function passes<V>(rules: RuleList<V>, values: NoInfer<V>): boolean {
  return hasNoErrors(errorsOf(rules, values));
}
