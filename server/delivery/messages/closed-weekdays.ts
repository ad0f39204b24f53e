import { weekdayName } from '../../marketplace/calendar.ts';
import type { MoveWording } from '../move-wording.ts';

/** A company's weekly closed days in the wording's language: 「月、水」, "Mon, Wed"; none said as such. */
export function closedWeekdaysInWords(wording: MoveWording, weekdays: readonly number[]): string {
  if (weekdays.length === 0) return wording.words(/*i18n*/ '特になし');
  return wording.enumerate([...weekdays].sort().map((weekday) => weekdayName(weekday, wording.locale)));
}
