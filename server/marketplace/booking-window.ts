import { movingMonthOptions, parseCalendarDate, timingOptions } from '../../domain/dates/index.ts';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { invalid } from '../errors/refusal.ts';
import { bookableWindow, japanToday } from './calendar.ts';
import { MARKETPLACE_ERRORS } from './error-codes.ts';

/** Refuses a moving date outside today + 3 days … today + 3 months (Japan time) with a 400 on `field`. */
export function requireBookableDate(date: string, now: Date, field: string): void {
  const window = bookableWindow(japanToday(now));
  if (date < window.first || date > window.last) throw invalid([{ ...MARKETPLACE_ERRORS.outOfWindow, field }]);
}

/**
 * Refuses an approximate estimate schedule the form could not offer (spec §3): a month outside the
 * four moving-month choices, or a timing outside that month's choices, seen from today in Japan.
 */
export function requireOfferedMonth(
  month: { value: string; field: string },
  timing: { value: string; field: string },
  now: Date,
): void {
  // The domain's choices read the local calendar fields of a Date: Japan's date at local midnight.
  const today = parseCalendarDate(japanToday(now), 'yyyy-MM-dd')!;
  const { code } = MARKETPLACE_ERRORS.outOfWindow;
  if (!movingMonthOptions(today).some((option) => option.value === month.value)) {
    throw invalid([{ code, message: MESSAGES.movingMonth.required, field: month.field }]);
  }
  if (!timingOptions(month.value, today).some((option) => option.value === timing.value)) {
    throw invalid([{ code, message: MESSAGES.timing.required, field: timing.field }]);
  }
}
