import { japaneseTranslator } from './japanese.ts';
import { localizedPath, type Locale } from './locale.ts';
import type { Message, Translator } from './message.ts';

/**
 * The page's language. Messages are written in Japanese in the source and that text is their id:
 * `t(/*i18n*\/ '引越し元')`, or `/*i18n*\/ '一戸建て'` for a label read later, so `lingui extract`
 * finds them (npm run i18n). Japanese is active from the start (tests, the prerender and the
 * server's default need no set-up) and needs no catalogue; an English page loads the English
 * translator, Lingui with its catalogue, before it renders (app/wizard/bootFlow.tsx).
 */
let active: Translator = japaneseTranslator;

const TRANSLATORS: Readonly<Record<Locale, () => Promise<Translator>>> = {
  ja: async () => japaneseTranslator,
  en: async () => (await import('./pageTranslators/en.ts')).pageTranslator,
  zh: async () => (await import('./pageTranslators/zh.ts')).pageTranslator,
  vi: async () => (await import('./pageTranslators/vi.ts')).pageTranslator,
};

/** Makes `locale` the language every message is read in (a page does this once, before rendering). */
export async function activateLocale(locale: Locale): Promise<void> {
  active = await TRANSLATORS[locale]();
}

/** The language messages are read in now. */
export function activeLocale(): Locale {
  return active.locale;
}

/** The page's translator, for code that takes one (`translateMessage(i18n, message)`, the option lists). */
export const i18n: Translator = {
  get locale() {
    return active.locale;
  },
  translate: (message) => active.translate(message),
};

/**
 * `message` in the page's language: what every component shows. Mark a literal where it is written
 * so `npm run i18n` extracts it: `t(/*i18n*\/ '引越し元')`, `t(/*i18n*\/ { id: '{count}社', values: { count } })`.
 */
export function t(message: Message): string {
  return active.translate(message);
}

/** A site path ('/mitsumori/') as a link of the page's language ('/en/mitsumori/' on an English page). */
export function localizedHref(path: string): string {
  return localizedPath(path, activeLocale());
}
