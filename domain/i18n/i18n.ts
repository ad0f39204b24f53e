import { i18n, type Messages } from '@lingui/core';
import { localizedPath, type Locale } from './locale.ts';
import { messages as japanese } from './locales/ja.ts';
import { translateMessage, type Message } from './message.ts';

/**
 * The product's translator (Lingui). Messages are written in Japanese in the source and that text
 * is their id: `i18n._('引越し元')`, or `/*i18n*\/ '一戸建て'` for a label read later, so `lingui
 * extract` finds them (npm run i18n). The English catalogue is loaded only by English pages; the
 * Japanese one holds only the messages that need formatting (plurals, values), since Lingui shows a
 * plain message's id when its catalogue lacks it.
 */
export { i18n };

const CATALOGUES: Readonly<Record<Locale, () => Promise<Messages>>> = {
  ja: async () => japanese,
  en: async () => (await import('./locales/en.ts')).messages,
};

// Japanese is active from the start: tests, the prerender and the server's default need no set-up.
i18n.loadAndActivate({ locale: 'ja', messages: japanese });

/** Loads `locale`'s catalogue and makes it the one every message is read in (a page does this once, before rendering). */
export async function activateLocale(locale: Locale): Promise<void> {
  i18n.loadAndActivate({ locale, messages: await CATALOGUES[locale]() });
}

/** The language messages are read in now. */
export function activeLocale(): Locale {
  return i18n.locale === 'en' ? 'en' : 'ja';
}

/**
 * `message` in the page's language: what every component shows. Mark a literal where it is written
 * so `npm run i18n` extracts it: `t(/*i18n*\/ '引越し元')`, `t(/*i18n*\/ { id: '{count}社', values: { count } })`.
 */
export function t(message: Message): string {
  return translateMessage(i18n, message);
}

/** A site path ('/mitsumori/') as a link of the page's language ('/en/mitsumori/' on an English page). */
export function localizedHref(path: string): string {
  return localizedPath(path, activeLocale());
}
