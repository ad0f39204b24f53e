/**
 * The languages the product speaks, each a profile (issue 37): where a page in it lives, how it is
 * tagged, the script its readers read, how it shows Japanese place names and asks a name's katakana
 * reading, and how it writes dates and prices. Code asks the profile, never which language it is, so
 * a fifth language is a profile here, a catalogue (domain/i18n/locales/) and its data.
 */
export const LOCALES = ['ja', 'en', 'zh', 'vi'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of every path without a language prefix, and of what the companies receive. */
export const DEFAULT_LOCALE: Locale = 'ja';

export interface LanguageProfile {
  /** The path prefix of its pages: '' for Japanese (the site's own paths), '/en' … */
  readonly prefix: string;
  /** Its BCP 47 tag: `<html lang>`, `hreflang`, and Intl's formats. */
  readonly tag: string;
  /** The language named in itself, as a reader of it looks for it in a language menu. */
  readonly name: string;
  /**
   * How its readers read Japanese place names and people's names: 'japanese' readers read the page's
   * own script; 'kanji' readers (Chinese) read kanji but not kana, so places show in kanji; 'latin'
   * readers read neither, so places show in romaji.
   */
  readonly script: 'japanese' | 'kanji' | 'latin';
  /**
   * How the katakana reading of the visitor's name is asked: 'typed' by a Japanese reader;
   * 'offered' from the Latin letters of the name (editable); 'required' with a hint, where names are
   * written in hanzi, which Japanese staff may misread.
   */
  readonly nameReading: 'typed' | 'offered' | 'required';
}

export const PROFILES: Readonly<Record<Locale, LanguageProfile>> = {
  ja: { prefix: '', tag: 'ja', name: '日本語', script: 'japanese', nameReading: 'typed' },
  en: { prefix: '/en', tag: 'en', name: 'English', script: 'latin', nameReading: 'offered' },
  zh: { prefix: '/zh', tag: 'zh-Hans', name: '简体中文', script: 'kanji', nameReading: 'required' },
  vi: { prefix: '/vi', tag: 'vi', name: 'Tiếng Việt', script: 'latin', nameReading: 'offered' },
};

/** The profile of `locale`. */
export function profileOf(locale: Locale): LanguageProfile {
  return PROFILES[locale];
}

/** Whether `locale`'s readers read Japanese place names in romaji rather than in kanji. */
export function readsRomaji(locale: Locale): boolean {
  return PROFILES[locale].script === 'latin';
}
