import type { Locale } from '../i18n/locale.ts';
import { formatInJapan, japanNoonOf } from './intlInJapan.ts';

// Apart from japanTime.ts: the moving-month options of every flow's first page say months, and
// what a first page imports sits in its chunk with every export a later step takes from it.
const MONTH = /* @__PURE__ */ formatInJapan({ month: 'long', year: 'numeric' });

/** The month of a 'yyyyMM' or 'yyyy-MM-dd' text: '2026年12月', in English 'December 2026', as Intl says it in another language. */
export function monthInWords(date: string, locale: Locale = 'ja'): string {
  const digits = date.replaceAll('-', '');
  if (locale !== 'ja') return MONTH(locale).format(japanNoonOf(`${digits.slice(0, 4)}-${digits.slice(4, 6)}-15`));
  return `${digits.slice(0, 4)}年${Number(digits.slice(4, 6))}月`;
}
