import { translateMessage, type Message } from '../i18n/message.ts';
import { translatorFor } from '../i18n/translators.ts';

/** A message as a Japanese page reads it, for tests that compare texts (a message with values is a descriptor). */
export function japanese(message: Message | undefined): string | undefined {
  return message === undefined ? undefined : translateMessage(translatorFor('ja'), message);
}
