import { weekdayNames } from '../../domain/format/japanTime.ts';
import { LOCALES, type Locale } from '../../domain/i18n/locale.ts';

/**
 * A company's closed days, short weekday names as an answer gave them in one language or the
 * other ('水' or 'Wed'), as `locale` names them: a page shows the days an answer in the other
 * language named (a booking handed over across the language switch, a visitor's page whose answer
 * names them in Japanese). A name neither language knows stays as it is.
 */
export function weekdayNamesIn(names: readonly string[], locale: Locale): string[] {
  return names.map((name) => {
    const from = LOCALES.find((language) => weekdayNames(language).includes(name));
    return from === undefined ? name : (weekdayNames(locale)[weekdayNames(from).indexOf(name)] ?? name);
  });
}
