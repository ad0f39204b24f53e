import { dateWithWeekday, formatJapanDateTime, japanTimeInWords } from '../../domain/format/japanTime.ts';
import { activeLocale, t } from '../../domain/i18n/i18n.ts';
import type { Said } from './MyMoveStore.ts';

/** What the page says, in its language. */
export function saidInWords(said: Said): string {
  return 'message' in said ? t(said.message) : said.reason;
}

/**
 * An instant as the visitor's page says it: on the Japanese page '2026/11/27 18:00' as it always
 * read (the page is in Japan time), on the English page with its zone said, as visitors abroad or
 * with a device set to another zone need it: 'Fri, Nov 27, 2026, 6:00 PM Japan Time'.
 */
export function instantInWords(instant: string): string {
  return activeLocale() === 'en' ? japanTimeInWords(instant, 'en') : formatJapanDateTime(instant);
}

/** A date as the date field's hint says it: '2026/11/28', in English 'Sat, Nov 28, 2026'. */
export function fieldDateInWords(isoDate: string): string {
  return activeLocale() === 'en' ? dateWithWeekday(isoDate, 'en') : isoDate.replaceAll('-', '/');
}
