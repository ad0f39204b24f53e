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

/** A yen amount as `locale` writes it: 34500 → "34,500円" in Japanese, "¥34,500" in English. */
export function formatYen(amount: number, locale: Locale = 'ja'): string {
  return locale === 'en' ? englishYen.format(Math.trunc(amount)) : `${formatPrice(amount)}円`;
}

/**
 * A short "from" price label.
 * Japanese: ten-thousand-yen units with a tilde; the amount is rounded DOWN to one decimal of 万
 * (so the label never overstates the lowest price it introduces) and a trailing ".0" is dropped:
 * 34,500 → "3.4万円~", 30,000 → "3万円~", 1,234,000 → "123.4万円~". Amounts under 10,000 yen keep
 * the full figure: 9,800 → "9,800円~".
 * English: thousands rounded down, with a lower-case k as English price tags write it:
 * 48,500 → "from ¥48k".
 */
export function formatShortPrice(amount: number, locale: Locale = 'ja'): string {
  const yen = Math.max(0, Math.trunc(amount));
  if (locale === 'en') return `from ${englishShortYen.format(yen).replace('K', 'k')}`;
  if (yen < YEN_PER_MAN) return `${formatPrice(yen)}円~`;
  const tenths = Math.floor(yen / (YEN_PER_MAN / 10));
  const whole = Math.floor(tenths / 10);
  const decimal = tenths % 10;
  const man = decimal === 0 ? formatPrice(whole) : `${formatPrice(whole)}.${decimal}`;
  return `${man}万円~`;
}
