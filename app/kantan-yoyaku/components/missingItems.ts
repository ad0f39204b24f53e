import { i18n } from '../../../domain/i18n/i18n.ts';
import { translateMessage, type Message } from '../../../domain/i18n/message.ts';
import { MESSAGES } from '../../../domain/validation/messages.ts';

/**
 * The sentence saying which of a step's items are still missing or wrong, in the page's language
 * and in `items`' order, worded as step 2's building alert lists its missing items
 * (「お名前、電話番号を入力してください。」); empty when none is. `errors` are the step form's.
 */
export function missingItemsHint<F extends string>(errors: Partial<Record<F, unknown>>, items: Readonly<Partial<Record<F, Message>>>): string {
  const missing = (Object.keys(items) as F[]).filter((field) => errors[field] !== undefined).map((field) => items[field]!);
  return missing.length === 0 ? '' : translateMessage(i18n, MESSAGES.buildingDetail.missing(missing));
}
