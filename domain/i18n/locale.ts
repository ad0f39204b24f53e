import { DEFAULT_LOCALE, LOCALES, PROFILES, type Locale } from './profiles.ts';

/**
 * A page's language is chosen by its URL (issue 28): the site's paths are Japanese, each other
 * language's pages sit under its profile's prefix ('/en/', '/zh/', '/vi/'), so a page never changes
 * language while it runs.
 */
export { DEFAULT_LOCALE, LOCALES, type Locale } from './profiles.ts';

/** The language of a page's path: '/en/mitsumori/' → 'en', '/mitsumori/' → 'ja'. */
export function localeOfPath(pathname: string): Locale {
  return (
    LOCALES.find((locale) => {
      const { prefix } = PROFILES[locale];
      return prefix !== '' && (pathname === prefix || pathname.startsWith(`${prefix}/`));
    }) ?? DEFAULT_LOCALE
  );
}

/** A site path ('/mitsumori/', '/error.html') as `locale` serves it ('/en/mitsumori/'). */
export function localizedPath(path: string, locale: Locale): string {
  return `${PROFILES[locale].prefix}${path}`;
}

/** A page's path without its language prefix: '/en/mitsumori/step2/' → '/mitsumori/step2/'. */
export function pathWithoutLocale(pathname: string): string {
  return pathname.slice(PROFILES[localeOfPath(pathname)].prefix.length) || '/';
}
