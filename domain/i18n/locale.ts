/**
 * The languages the product speaks: Japanese at the site's paths, English under /en/ (issue 28).
 * The language is a page's, chosen by its URL, so a page never changes language while it runs.
 */
export const LOCALES = ['ja', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of every path without a language prefix, and of what the companies receive. */
export const DEFAULT_LOCALE: Locale = 'ja';

/** The language a page's language switch leads to: the other one (the product speaks two). */
export function otherLocale(locale: Locale): Locale {
  return locale === 'ja' ? 'en' : 'ja';
}

/** The prefix of the English pages. */
const ENGLISH_PREFIX = '/en';

/** The language of a page's path: '/en/mitsumori/' → 'en', '/mitsumori/' → 'ja'. */
export function localeOfPath(pathname: string): Locale {
  return pathname === ENGLISH_PREFIX || pathname.startsWith(`${ENGLISH_PREFIX}/`) ? 'en' : DEFAULT_LOCALE;
}

/** A site path ('/mitsumori/', '/error.html') as `locale` serves it ('/en/mitsumori/'). */
export function localizedPath(path: string, locale: Locale): string {
  return locale === 'en' ? `${ENGLISH_PREFIX}${path}` : path;
}

/** A page's path without its language prefix: '/en/mitsumori/step2/' → '/mitsumori/step2/'. */
export function pathWithoutLocale(pathname: string): string {
  return localeOfPath(pathname) === 'en' ? pathname.slice(ENGLISH_PREFIX.length) || '/' : pathname;
}
