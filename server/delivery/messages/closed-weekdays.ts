import { weekdayName } from '../../marketplace/calendar.ts';
import type { MoveWording } from '../move-wording.ts';

/** English short weekday names, 0 Sunday … 6 Saturday (a Sunday in January 2023 starts the week). */
const ENGLISH_WEEKDAYS = Array.from({ length: 7 }, (_, weekday) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + weekday))));

/** A company's weekly closed days in the wording's language: 「月、水」, "Mon, Wed"; none said as such. */
export function closedWeekdaysInWords(wording: MoveWording, weekdays: readonly number[]): string {
  if (weekdays.length === 0) return wording.words(/*i18n*/ '特になし');
  const names = [...weekdays].sort().map((weekday) => (wording.locale === 'en' ? (ENGLISH_WEEKDAYS[weekday] ?? '') : weekdayName(weekday)));
  return wording.enumerate(names);
}
