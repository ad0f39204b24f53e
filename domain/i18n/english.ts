import { setupI18n } from '@lingui/core';
import { messages } from './locales/en.ts';
import { japaneseTranslator } from './japanese.ts';
import { messageId, valuesIn, type Message, type Translator } from './message.ts';

const lingui = setupI18n({ locale: 'en', messages: { en: messages } });

/**
 * English, from the compiled catalogue (en.po) through Lingui, which reads its plurals and values.
 * Only English pages load this module (domain/i18n/i18n.ts imports it when a page is English).
 */
export const englishTranslator: Translator = {
  locale: 'en',
  translate(message: Message): string {
    // A message the catalogue lacks (npm test refuses one, but text from elsewhere may pass through)
    // reads as its Japanese: Lingui would try to compile it, which production builds cannot.
    if (messages[messageId(message)] === undefined) return japaneseTranslator.translate(message);
    if (typeof message === 'string') return lingui._(message);
    return lingui._(message.values === undefined ? message : { ...message, values: valuesIn(englishTranslator, message.values) });
  },
};
