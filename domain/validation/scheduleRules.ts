import { isValid, parse } from 'date-fns';
import { MESSAGES } from './messages.ts';
import { chain, required, textOf, type Validator } from './validator.ts';

/** The date patterns forms and API use. */
export type DatePattern = 'yyyy/MM/dd' | 'yyyy-MM-dd';

const SHAPES: Readonly<Record<DatePattern, RegExp>> = {
  'yyyy/MM/dd': /^\d{4}\/\d{2}\/\d{2}$/,
  'yyyy-MM-dd': /^\d{4}-\d{2}-\d{2}$/,
};

/** True when `text` has the pattern's shape and names a day that exists (no 2025/02/30). */
export function isExistingDate(text: string, pattern: DatePattern): boolean {
  return SHAPES[pattern].test(text) && isValid(parse(text, pattern, new Date(2000, 0, 1)));
}

/** Moving date: chosen, and a real calendar day in `pattern`. */
export function movingDateRule(pattern: DatePattern = 'yyyy/MM/dd'): Validator {
  return chain(required(MESSAGES.movingDate.required), (value) =>
    isExistingDate(textOf(value), pattern) ? undefined : MESSAGES.movingDate.nonexistent,
  );
}

export const movingMonthRule: Validator = required(MESSAGES.movingMonth.required);
export const timingRule: Validator = required(MESSAGES.timing.required);
