import type { Loader } from '@storybook/react-vite';
import type { Globals, GlobalTypes } from 'storybook/internal/csf';
import { activateLocale } from '../domain/i18n/i18n.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../domain/i18n/locale.ts';
import { PROFILES } from '../domain/i18n/profiles.ts';

/**
 * The story's language (issue 28): the `locale` global, chosen with the toolbar's language menu
 * in Storybook and pinned per vitest project (vitest.config.ts: `storybook` Japanese,
 * `storybook-en` English). Japanese is the default, as on the site.
 */
export const LOCALE_GLOBAL = 'locale';

/** The toolbar's language menu; each language is named in itself. */
export const localeGlobalType: GlobalTypes = {
  [LOCALE_GLOBAL]: {
    description: 'The language the stories are rendered in',
    toolbar: {
      title: 'Language',
      icon: 'globe',
      items: LOCALES.map((locale) => ({ value: locale, title: PROFILES[locale].name })),
      dynamicTitle: true,
    },
  },
};

/** The language a story renders in: its `locale` global, Japanese for anything else. */
export function storyLocale(globals: Globals): Locale {
  const value: unknown = globals[LOCALE_GLOBAL];
  return LOCALES.find((locale) => locale === value) ?? DEFAULT_LOCALE;
}

/**
 * The `lang` of a story's root in another language than Japanese, so axe and screen readers read it in it whatever
 * the frame's document says. A Japanese story keeps the document's language: `lang="ja"` makes
 * Chromium pick other fonts for generic families (the foundations' code cells, a date input's
 * digits), which would change the Japanese baselines; marking them is a baseline change of its own.
 */
export function storyRootLang(locale: Locale): string | undefined {
  return locale === 'ja' ? undefined : PROFILES[locale].tag;
}

/**
 * Makes the story's language the one every message is read in, before the story (and a page
 * story's stores, built in its beforeEach) render: loaders run before both. It runs again when the
 * toolbar changes the language, as Storybook renders the story again with its loaders.
 */
export const localeLoader: Loader = async ({ globals }) => {
  await activateLocale(storyLocale(globals));
  return {};
};
