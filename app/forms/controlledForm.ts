import type { FormApi } from 'final-form';
import { t } from '../../domain/i18n/i18n.ts';
import type { Message } from '../../domain/i18n/message.ts';

/**
 * Binding a controlled ui/ form (a `value`, an `onChange` with the whole value, `errors` by field)
 * to react-final-form: the errors the form shows, and each change applied field by field.
 */

/** The rules' messages of a form's values, each in the page's language, for react-final-form's `validate`. */
export function translatedErrors<F extends string>(errors: Partial<Record<F, Message>>): Partial<Record<F, string>> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, t(message as Message)])) as Partial<Record<F, string>>;
}

/** What final-form tells of the last sending, as shownErrors reads it. */
export interface SendingState {
  submitFailed?: boolean;
  dirtySinceLastSubmit?: boolean;
  /** The server's refusal, by field (the store's answer to onSubmit). */
  submitErrors?: unknown;
  /** The rules' messages, by field. */
  errors?: unknown;
}

/**
 * The errors the form shows: none until the visitor tried to send; then the rules' messages, which
 * follow their changes, and the server's refusal until they change the form.
 */
export function shownErrors<F extends string>({ submitFailed, dirtySinceLastSubmit, submitErrors, errors }: SendingState): Partial<Record<F, string>> {
  if (submitFailed !== true) return {};
  return { ...(dirtySinceLastSubmit ? {} : (submitErrors as Partial<Record<F, string>> | undefined)), ...(errors as Partial<Record<F, string>> | undefined) };
}

/** Applies the form's whole new value: each field that changed, in one batch. */
export function changeFields<V extends object>(form: FormApi<V>, values: V, next: V): void {
  form.batch(() => {
    for (const field of Object.keys(next) as (keyof V & string)[]) {
      if (next[field] !== values[field]) form.change(field, next[field]);
    }
  });
}
