import { setupI18n, type Messages } from '@lingui/core';
import { japaneseTranslator } from './japanese.ts';
import { messageKey } from './messageKey.ts';
import { messageId, valuesIn, type Message, type Translator } from './message.ts';
import type { Locale } from './profiles.ts';

/**
 * A language other than Japanese from a compiled catalogue keyed by messageKey(id), through Lingui,
 * which reads its plurals and values. The server reads each whole catalogue (translators.ts), a page
 * the messages pages show (./pageTranslators/).
 */
export function catalogueTranslatorOf(locale: Exclude<Locale, 'ja'>, messages: Messages): Translator {
  const lingui = setupI18n({ locale, messages: { [locale]: messages } });
  const translator: Translator = {
    locale,
    translate(message: Message): string {
      const key = messageKey(messageId(message));
      // A message the catalogue lacks (npm test refuses one, but text from elsewhere may pass through)
      // reads as its Japanese: Lingui would try to compile it, which production builds cannot.
      if (messages[key] === undefined) return japaneseTranslator.translate(message);
      if (typeof message === 'string') return lingui._(key);
      return lingui._({ id: key, values: message.values === undefined ? undefined : valuesIn(translator, message.values) });
    },
  };
  return translator;
}
