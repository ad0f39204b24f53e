import { catalogueTranslatorOf } from './catalogueTranslator.ts';
import { japaneseTranslator } from './japanese.ts';
import type { Locale } from './locale.ts';
import type { Translator } from './message.ts';
import { messages as english } from './locales/en.ts';
import { messages as vietnamese } from './locales/vi.ts';
import { messages as chinese } from './locales/zh.ts';

/**
 * One translator per language, for code that serves them all at once (the server answers each
 * request and writes each e-mail in its own language); a page uses the one active translator of
 * ./i18n.ts. The catalogues are imported here whole: never import this module from a page.
 */
const TRANSLATORS: Readonly<Record<Locale, Translator>> = {
  ja: japaneseTranslator,
  en: catalogueTranslatorOf('en', english),
  zh: catalogueTranslatorOf('zh', chinese),
  vi: catalogueTranslatorOf('vi', vietnamese),
};

/** The translator of `locale`. */
export function translatorFor(locale: Locale): Translator {
  return TRANSLATORS[locale];
}
