import type { Locale } from '../../domain/i18n/locale.ts';
import type { MarketplaceAlliance } from './types.ts';

/*
 * What the catalogue says of its companies and partner services, as a reader of one language reads
 * it. Names are proper nouns and stay as they are; the companies and partners themselves always
 * read Japanese (their leads).
 */

/**
 * A partner service's title and description in `locale`, on its pages and in its e-mails: the
 * catalogue's texts in that language, or the Japanese ones where it has none (an entry added without
 * them, a language not yet translated).
 */
export function allianceWords(alliance: MarketplaceAlliance, locale: Locale): { title: string; content: string } {
  const { title, content } = alliance.texts[locale] ?? alliance;
  return { title, content };
}

/** A company's business hours in `locale`: 「8:00〜21:00」 as the catalogue keeps them, "8:00–21:00" in English (an en dash for the wave dash). */
export function businessHoursIn(hours: string, locale: Locale): string {
  return locale === 'ja' ? hours : hours.replaceAll(/\s*[〜～]\s*/gu, '–');
}
