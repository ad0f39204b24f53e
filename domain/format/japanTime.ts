import { LOCALES, type Locale } from '../i18n/locale.ts';
import { formatInJapan, japanNoonOf } from './intlInJapan.ts';

/** Japan Standard Time is UTC+9 all year (no daylight saving). */
const JAPAN_OFFSET_MS = 9 * 3_600_000;

// Japanese writes the spec's formats by hand (§9); every other language says dates as Intl does in it.
const INSTANT = /* @__PURE__ */ formatInJapan({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'shortGeneric' });
const DAY = /* @__PURE__ */ formatInJapan({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
const LONG_DAY = /* @__PURE__ */ formatInJapan({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const WEEKDAY = /* @__PURE__ */ formatInJapan({ weekday: 'short' });

/**
 * An instant in Japan time whatever the device's time zone, as a page shows it: 'yyyy/MM/dd HH:mm'
 * in Japanese (the expiry on the complete page: visitors in Japan read Japan time), and in another
 * language with its zone said, for readers who may think in another: 'Fri, Nov 27, 2026, 6:00 PM
 * Japan Time'. '' for a text that is no instant.
 */
export function formatJapanDateTime(instant: string, locale: Locale = 'ja'): string {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return '';
  if (locale !== 'ja') return INSTANT(locale).format(time);
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
 * in another language as formatJapanDateTime says it ('Fri, Nov 27, 2026, 6:00 PM Japan Time').
 */
export function japanTimeInWords(instant: string, locale: Locale = 'ja'): string {
  if (locale !== 'ja') return formatJapanDateTime(instant, locale);
  return `${formatJapanDateTime(instant)}（日本時間）`;
}

const WEEKDAY_NAMES_JA: readonly string[] = ['日', '月', '火', '水', '木', '金', '土'];

/** A 'yyyy-MM-dd' calendar day with its weekday: '2026年12月5日（土）', in English 'Sat, Dec 5, 2026'. */
export function dateWithWeekday(isoDate: string, locale: Locale = 'ja'): string {
  if (locale !== 'ja') return DAY(locale).format(japanNoonOf(isoDate));
  return `${formatJapaneseDate(isoDate)}（${WEEKDAY_NAMES_JA[new Date(`${isoDate}T00:00:00Z`).getUTCDay()] ?? ''}）`;
}

/**
 * A 'yyyy-MM-dd' calendar day where Japanese says no weekday: '2026年11月26日'; another language
 * says the weekday as every date of the product in it does: 'Thu, Nov 26, 2026'.
 */
export function dateInWords(isoDate: string, locale: Locale = 'ja'): string {
  return locale === 'ja' ? formatJapaneseDate(isoDate) : dateWithWeekday(isoDate, locale);
}

/**
 * A 'yyyy-MM-dd' (or 'yyyy/MM/dd') calendar day in figures as the forms write it: '2026/11/29';
 * another language says it as every date of the product in it does: 'Sun, Nov 29, 2026'.
 */
export function dateInFigures(date: string, locale: Locale = 'ja'): string {
  return locale === 'ja' ? date.replaceAll('-', '/') : dateWithWeekday(date, locale);
}

/** A 'yyyy-MM-dd' day in full words of a language other than Japanese, as a calendar's day is read out: 'Wednesday, December 16, 2026'. */
export function longDateInWords(isoDate: string, locale: Locale): string {
  return LONG_DAY(locale).format(japanNoonOf(isoDate));
}

/** Each other language's short weekday names, made once (a calendar asks on every render). */
const WEEKDAY_NAMES = new Map<Locale, readonly string[]>([['ja', WEEKDAY_NAMES_JA]]);

/** The weekdays' short names Sunday first: 日 … 土, in English Sun … Sat (2026-11-01 is a Sunday). */
export function weekdayNames(locale: Locale = 'ja'): readonly string[] {
  let names = WEEKDAY_NAMES.get(locale);
  if (names === undefined) WEEKDAY_NAMES.set(locale, (names = Array.from({ length: 7 }, (_, day) => WEEKDAY(locale).format(japanNoonOf(`2026-11-0${day + 1}`)))));
  return names;
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
