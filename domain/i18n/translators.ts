import { englishTranslatorOf } from './english.ts';
import { japaneseTranslator } from './japanese.ts';
import type { Locale } from './locale.ts';
import type { Translator } from './message.ts';
import { messages as english } from './locales/en.ts';

/**
 * One translator per language, for code that serves both at once (the server answers each request
 * and writes each e-mail in its own language); a page uses the one active translator of ./i18n.ts.
 * The English catalogue is imported here: never import this module from a page.
 */
const TRANSLATORS: Readonly<Record<Locale, Translator>> = { ja: japaneseTranslator, en: englishTranslatorOf(english) };

/** The translator of `locale`. */
export function translatorFor(locale: Locale): Translator {
  return TRANSLATORS[locale];
}
