import { activeLocale } from '../../../domain/i18n/i18n.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';

/*
 * How the moving form's pages put what the visitor entered into words, in the page's language
 * (issue 28): lists, "nothing entered" and addresses. Japanese reads exactly as before.
 */

/** The comma each language lists with (as the e-mails do, server/delivery/move-wording.ts). */
const LIST_SEPARATORS: Readonly<Record<Locale, string>> = { ja: '、', en: ', ' };

/** Texts one after the other: 「午前、15時以降」, "Morning, After 3 p.m.". */
export function enumerate(texts: readonly string[]): string {
  return texts.join(LIST_SEPARATORS[activeLocale()]);
}

/**
 * What a summary says where the visitor entered or chose nothing: 「なし」, "None". Not read from the
 * catalogue, where 「なし」 is the answer "No" of the yes/no questions (as domain/belongings' summary).
 */
const NOTHING_ENTERED: Readonly<Record<Locale, string>> = { ja: 'なし', en: 'None' };

/** 「なし」 / "None" in the page's language. */
export function nothingEntered(): string {
  return NOTHING_ENTERED[activeLocale()];
}

/** The parts of an address as a page knows them: names in the page's language, the rest as typed. */
export interface AddressParts {
  postalCode: string;
  prefecture: string;
  city: string;
  district: string;
  /** What the visitor typed (town area, house number and building), in their order. */
  details: readonly string[];
}

/**
 * An address the English way, smallest part first, as the e-mails write it:
 * '1-2-3 Shinjuku, Shinjuku-ku, Tokyo 160-0022' (the typed parts lead the district; without a
 * district they stand apart from the city).
 */
export function englishAddress({ postalCode, prefecture, city, district, details }: AddressParts): string {
  const typed = details.map((detail) => detail.trim()).filter((detail) => detail !== '').join(' ');
  const area = [district, city, prefecture].filter((part) => part !== '').join(', ');
  const line = typed === '' ? area : `${typed}${district === '' ? ',' : ''} ${area}`;
  return postalCode === '' ? line : `${line} ${postalCode.slice(0, 3)}-${postalCode.slice(3)}`;
}
