import { i18n } from '../i18n/i18n.ts';
import { translateMessage, type Message } from '../i18n/message.ts';

/**
 * The message of each field in error as the page shows it, in the page's language; a field that
 * passes is absent or undefined. The form parts' rules answer with these (app/forms/formPart.ts);
 * the server applies the same rules through its schemas and translates for each request itself.
 */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** `errors` read in the active language (domain/i18n/i18n.ts). */
export function shownErrors<K extends string>(errors: Partial<Record<K, Message>>): FieldErrors<K> {
  const texts: FieldErrors<K> = {};
  for (const field of Object.keys(errors) as K[]) {
    const message = errors[field];
    texts[field] = message === undefined ? undefined : translateMessage(i18n, message);
  }
  return texts;
}
