import { parseCalendarDate, type DatePattern } from '../dates/calendarDate.ts';
import { MESSAGES } from './messages.ts';
import { chain, required, textOf, type Validator } from './validator.ts';

export type { DatePattern };

/** True when `text` has the pattern's shape and names a day that exists (no 2025/02/30). */
export function isExistingDate(text: string, pattern: DatePattern): boolean {
  return parseCalendarDate(text, pattern) !== undefined;
}

/** Moving date: chosen, and a real calendar day in `pattern`. */
export function movingDateRule(pattern: DatePattern = 'yyyy/MM/dd'): Validator {
  return chain(required(MESSAGES.movingDate.required), (value) =>
    isExistingDate(textOf(value), pattern) ? undefined : MESSAGES.movingDate.nonexistent,
  );
}

export const movingMonthRule: Validator = required(MESSAGES.movingMonth.required);
export const timingRule: Validator = required(MESSAGES.timing.required);
