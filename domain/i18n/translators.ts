import { setupI18n, type I18n } from '@lingui/core';
import type { Locale } from './locale.ts';
import { messages as english } from './locales/en.ts';
import { messages as japanese } from './locales/ja.ts';

/**
 * One translator per language, for code that serves both at once (the server answers each request
 * and writes each e-mail in its own language); a page uses the one active translator of ./i18n.ts.
 * Both catalogues are imported here: never import this module from a page.
 */
const TRANSLATORS: Readonly<Record<Locale, I18n>> = {
  ja: setupI18n({ locale: 'ja', messages: { ja: japanese } }),
  en: setupI18n({ locale: 'en', messages: { en: english } }),
};

/** The translator of `locale`. */
export function translatorFor(locale: Locale): I18n {
  return TRANSLATORS[locale];
}
