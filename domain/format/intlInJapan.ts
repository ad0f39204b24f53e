import type { Locale } from '../i18n/locale.ts';
import { PROFILES } from '../i18n/profiles.ts';

const JAPAN = 'Asia/Tokyo';

/**
 * A date formatter of `options` in Japan's time zone, made for each language (its profile's tag) on
 * its first use. Dates read the same in Node and the browser this way (issue 28: Intl in Japan's
 * zone, whatever the machine's; a headless browser or a server runs in UTC), and a page that shows
 * no date of a kind neither builds it nor carries its options (each is pure to the bundler: unused,
 * it is left out).
 */
export function formatInJapan(options: Intl.DateTimeFormatOptions): (locale: Locale) => Intl.DateTimeFormat {
  const made = new Map<Locale, Intl.DateTimeFormat>();
  return (locale) => {
    let format = made.get(locale);
    if (format === undefined) made.set(locale, (format = new Intl.DateTimeFormat(PROFILES[locale].tag, { ...options, timeZone: JAPAN })));
    return format;
  };
}

/** Noon in Japan on a 'yyyy-MM-dd' (or 'yyyy/MM/dd') calendar day: that day in Japan's calendar. */
export function japanNoonOf(date: string): Date {
  return new Date(`${date.replaceAll('/', '-')}T12:00:00+09:00`);
}
