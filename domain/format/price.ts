import type { Locale } from '../i18n/locale.ts';

const YEN_PER_MAN = 10_000;
const thousands = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 });
/** English writes yen with the sign before the amount: ¥105,000 (en-US; en-GB would write JP¥). */
const englishYen = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'JPY' });
/** The calendar's short English label: thousands rounded down (never overstating), ¥48K. */
const englishShortYen = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'JPY', notation: 'compact', roundingMode: 'floor', maximumFractionDigits: 0 });

/** An integer amount with thousands separators: 34500 → "34,500". */
export function formatPrice(amount: number): string {
  return thousands.format(Math.trunc(amount));
}

/** How a language writes yen: in full, and the short "from" label of a calendar's day. */
interface YenStyle {
  full(yen: number): string;
  short(yen: number): string;
}

/**
 * The short label in ten-thousand-yen units: the amount is rounded DOWN to one decimal of 万 (so the
 * label never overstates the lowest price it introduces) and a trailing ".0" is dropped: 34,500 →
 * "3.4万円~", 30,000 → "3万円~", 1,234,000 → "123.4万円~"; under 10,000 yen the full figure: "9,800円~".
 */
function inMan(yen: number, unit: string, from: string): string {
  if (yen < YEN_PER_MAN) return `${formatPrice(yen)}${unit}${from}`;
  const tenths = Math.floor(yen / (YEN_PER_MAN / 10));
  const whole = Math.floor(tenths / 10);
  const decimal = tenths % 10;
  return `${decimal === 0 ? formatPrice(whole) : `${formatPrice(whole)}.${decimal}`}万${unit}${from}`;
}

/** Vietnamese yen, made on its first use (only Vietnamese pages and e-mails write it), then kept: a list of prices formats many. */
let vietnameseYenFormat: Intl.NumberFormat | undefined;
const vietnameseYen = () => (vietnameseYenFormat ??= new Intl.NumberFormat('vi', { style: 'currency', currency: 'JPY' }));

/** Thousands rounded down, with a lower-case k as English and Vietnamese price tags write it: ¥48k. */
const inThousands = (yen: number) => englishShortYen.format(yen).replace('K', 'k');

/**
 * Each language's yen. Japanese and Chinese count in 万 (3.4万円~, 3.4万日元起); English and
 * Vietnamese in thousands (from ¥48k, từ ¥48k), Vietnamese with its own separators in full
 * (34.500 ¥, as Intl writes yen in it).
 */
const YEN_STYLES: Readonly<Record<Locale, YenStyle>> = {
  ja: { full: (yen) => `${formatPrice(yen)}円`, short: (yen) => inMan(yen, '円', '~') },
  en: { full: (yen) => englishYen.format(yen), short: (yen) => `from ${inThousands(yen)}` },
  zh: { full: (yen) => `${formatPrice(yen)}日元`, short: (yen) => inMan(yen, '日元', '起') },
  vi: { full: (yen) => vietnameseYen().format(yen), short: (yen) => `từ ${inThousands(yen)}` },
};

/** A yen amount as `locale` writes it: 34500 → "34,500円", "¥34,500", "34,500日元", "34.500 ¥". */
export function formatYen(amount: number, locale: Locale = 'ja'): string {
  return YEN_STYLES[locale].full(Math.trunc(amount));
}

/** A short "from" price label of a calendar's day, as `locale` writes it (YEN_STYLES): "3.4万円~", "from ¥48k". */
export function formatShortPrice(amount: number, locale: Locale = 'ja'): string {
  return YEN_STYLES[locale].short(Math.max(0, Math.trunc(amount)));
}
