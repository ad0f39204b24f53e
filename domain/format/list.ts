import type { Locale } from '../i18n/locale.ts';

/** Shown for a company without closed days, as the belongings summary does for an empty category. */
const NO_CLOSED_DAYS: Readonly<Record<Locale, string>> = { ja: 'なし', en: 'None' };
/** How each language lists the day names: 「月、火」, "Mon, Tue". */
const CLOSED_DAYS_SEPARATOR: Readonly<Record<Locale, string>> = { ja: '、', en: ', ' };

/**
 * Closed days of a company (day names as the API gives them, in the request's language) as a
 * list: ['月', '火'] → "月、火", in English ['Mon', 'Tue'] → "Mon, Tue"; none → "なし" / "None".
 */
export function formatClosedDays(closedDays: readonly string[], locale: Locale = 'ja'): string {
  return closedDays.length === 0 ? NO_CLOSED_DAYS[locale] : closedDays.join(CLOSED_DAYS_SEPARATOR[locale]);
}
