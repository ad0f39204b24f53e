import { LOCALES, type Locale } from '../i18n/locale.ts';
import { englishFormat, japanNoonOf, madeOnFirstUse } from './englishInJapan.ts';

/** Japan Standard Time is UTC+9 all year (no daylight saving). */
const JAPAN_OFFSET_MS = 9 * 3_600_000;

const ENGLISH_INSTANT = /* @__PURE__ */ englishFormat({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'shortGeneric' });
const ENGLISH_DAY = /* @__PURE__ */ englishFormat({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
const ENGLISH_LONG_DAY = /* @__PURE__ */ englishFormat({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/**
 * An instant in Japan time whatever the device's time zone, as a page shows it: 'yyyy/MM/dd HH:mm'
 * in Japanese (the expiry on the complete page: visitors in Japan read Japan time), and in English
 * with its zone said, for readers who may think in another: 'Fri, Nov 27, 2026, 6:00 PM Japan
 * Time'. '' for a text that is no instant.
 */
export function formatJapanDateTime(instant: string, locale: Locale = 'ja'): string {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return '';
  if (locale === 'en') return ENGLISH_INSTANT().format(time);
  const [date = '', clock = ''] = new Date(time + JAPAN_OFFSET_MS).toISOString().split('T');
  return `${date.replaceAll('-', '/')} ${clock.slice(0, 5)}`;
}

/** A 'yyyy-MM-dd' (or 'yyyy/MM/dd') calendar date as '2026年11月26日'. */
function formatJapaneseDate(date: string): string {
  const [year, month, day] = date.split(/[-/]/).map(Number);
  return `${year}年${month}月${day}日`;
}

/**
 * An instant with its zone, as messages and the lead page say it: '2026/11/27 18:00（日本時間）',
 * in English 'Fri, Nov 27, 2026, 6:00 PM Japan Time' (as formatJapanDateTime says it).
 */
export function japanTimeInWords(instant: string, locale: Locale = 'ja'): string {
  if (locale === 'en') return formatJapanDateTime(instant, 'en');
  return `${formatJapanDateTime(instant)}（日本時間）`;
}

const WEEKDAY_NAMES_JA: readonly string[] = ['日', '月', '火', '水', '木', '金', '土'];
/** Sun … Sat in Japan's time zone, made once on first use (2026-11-01 is a Sunday). */
const WEEKDAY_NAMES_EN = /* @__PURE__ */ madeOnFirstUse(() => {
  const weekday = englishFormat({ weekday: 'short' })();
  return Array.from({ length: 7 }, (_, day) => weekday.format(japanNoonOf(`2026-11-0${day + 1}`)));
});

/** A 'yyyy-MM-dd' calendar day with its weekday: '2026年12月5日（土）', in English 'Sat, Dec 5, 2026'. */
export function dateWithWeekday(isoDate: string, locale: Locale = 'ja'): string {
  if (locale === 'en') return ENGLISH_DAY().format(japanNoonOf(isoDate));
  return `${formatJapaneseDate(isoDate)}（${WEEKDAY_NAMES_JA[new Date(`${isoDate}T00:00:00Z`).getUTCDay()] ?? ''}）`;
}

/**
 * A 'yyyy-MM-dd' calendar day where Japanese says no weekday: '2026年11月26日'; English says the
 * weekday as every English date of the product does: 'Thu, Nov 26, 2026'.
 */
export function dateInWords(isoDate: string, locale: Locale = 'ja'): string {
  return locale === 'en' ? dateWithWeekday(isoDate, 'en') : formatJapaneseDate(isoDate);
}

/**
 * A 'yyyy-MM-dd' (or 'yyyy/MM/dd') calendar day in figures as the forms write it: '2026/11/29';
 * English says it as every English date of the product does: 'Sun, Nov 29, 2026'.
 */
export function dateInFigures(date: string, locale: Locale = 'ja'): string {
  return locale === 'en' ? dateWithWeekday(date, 'en') : date.replaceAll('-', '/');
}

/** A 'yyyy-MM-dd' day in full English words, as a calendar's day is read out: 'Wednesday, December 16, 2026'. */
export function englishLongDate(isoDate: string): string {
  return ENGLISH_LONG_DAY().format(japanNoonOf(isoDate));
}

/** The weekdays' short names Sunday first: 日 … 土, in English Sun … Sat. */
export function weekdayNames(locale: Locale = 'ja'): readonly string[] {
  return locale === 'en' ? WEEKDAY_NAMES_EN() : WEEKDAY_NAMES_JA;
}

/**
 * Short weekday names as an answer gave them in one language or the other ('水' or 'Wed'), as
 * `locale` names them: a page shows the days an answer in the other language named (a booking
 * handed over across the language switch). A name neither language knows stays as it is.
 */
export function weekdayNamesIn(names: readonly string[], locale: Locale): string[] {
  return names.map((name) => {
    const from = LOCALES.find((language) => weekdayNames(language).includes(name));
    return from === undefined ? name : (weekdayNames(locale)[weekdayNames(from).indexOf(name)] ?? name);
  });
}
