export { DEFAULT_LOCALE, LOCALES, localeOfPath, localizedPath, pathWithoutLocale } from './locale.ts';
export type { Locale } from './locale.ts';
export { activateLocale, activeLocale, i18n, localizedHref, t } from './i18n.ts';
