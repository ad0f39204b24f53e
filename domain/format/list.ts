import type { Locale } from '../i18n/locale.ts';

/**
 * What a summary or a list says where there is nothing (no closed days, no belongings in a
 * category, nothing entered): 「なし」, "None". Not read from the catalogue, where 「なし」 is the
 * answer "No" of the yes/no questions.
 */
const NONE: Readonly<Record<Locale, string>> = { ja: 'なし', en: 'None', zh: '无', vi: 'Không có' };

/** The comma each language lists with: 「月、火」, "Mon, Tue". */
const LIST_SEPARATORS: Readonly<Record<Locale, string>> = { ja: '、', en: ', ', zh: '、', vi: ', ' };

/** 「なし」 / "None" in `locale`: what a summary or a list says where there is nothing. */
export function noneInWords(locale: Locale = 'ja'): string {
  return NONE[locale];
}

/** Texts one after the other, as `locale` lists them: 「午前、15時以降」, "Morning, After 3 p.m.". */
export function enumerate(texts: readonly string[], locale: Locale = 'ja'): string {
  return texts.join(LIST_SEPARATORS[locale]);
}

/**
 * Closed days of a company (day names as the API gives them, in the request's language) as a
 * list: ['月', '火'] → "月、火", in English ['Mon', 'Tue'] → "Mon, Tue"; none → "なし" / "None".
 */
export function formatClosedDays(closedDays: readonly string[], locale: Locale = 'ja'): string {
  return closedDays.length === 0 ? noneInWords(locale) : enumerate(closedDays, locale);
}
