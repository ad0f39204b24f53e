import type { Locale } from '../../domain/i18n/locale.ts';
import type { MarketplaceAlliance } from './types.ts';

/*
 * What the catalogue says of its companies and partner services, as a reader of one language reads
 * it. Names are proper nouns and stay as they are; the companies and partners themselves always
 * read Japanese (their leads).
 */

/**
 * A partner service's title and description in `locale`: the English ones on the English pages and
 * in English e-mails, each falling back to the Japanese where the catalogue has no English (an entry
 * added without it); the Japanese ones otherwise.
 */
export function allianceWords(alliance: MarketplaceAlliance, locale: Locale): { title: string; content: string } {
  if (locale === 'ja') return { title: alliance.title, content: alliance.content };
  return { title: alliance.titleEn ?? alliance.title, content: alliance.contentEn ?? alliance.content };
}

/** A company's business hours in `locale`: 「8:00〜21:00」 as the catalogue keeps them, "8:00–21:00" in English (an en dash for the wave dash). */
export function businessHoursIn(hours: string, locale: Locale): string {
  return locale === 'ja' ? hours : hours.replaceAll(/\s*[〜～]\s*/gu, '–');
}
