import { badRequest } from '../http/errors.ts';
import { bookableWindow, japanToday } from './calendar.ts';
import { MARKETPLACE_ERRORS } from './error-codes.ts';

/** Refuses a moving date outside today + 3 days … today + 3 months (Japan time) with a 400 on `field`. */
export function requireBookableDate(date: string, now: Date, field: string): void {
  const window = bookableWindow(japanToday(now));
  if (date < window.first || date > window.last) throw badRequest([{ ...MARKETPLACE_ERRORS.outOfWindow, field }]);
}
