import type { Message } from '../i18n/message.ts';
import { CARDBOARD_ITEM_CODE } from '../api/nimotsu.ts';
import { typableText } from './characters.ts';
import { FREE_TEXT_MAX_LENGTH } from './contactRules.ts';
import { MESSAGES } from './messages.ts';
import { chain, maxLength, required, textOf, type Validator } from './validator.ts';

/** Count limit of an item: 99 for cardboard boxes (80001), 30 for everything else. */
export const ITEM_COUNT_LIMIT = 30;
export const CARDBOARD_COUNT_LIMIT = 99;

export function itemCountLimit(itemCode: string): number {
  return itemCode === CARDBOARD_ITEM_CODE ? CARDBOARD_COUNT_LIMIT : ITEM_COUNT_LIMIT;
}

/** Counts as the forms hold them: item code → typed count, or unset. */
export type BaggageQuantity = Readonly<Record<string, string | undefined>>;

const DIGITS = /^[0-9]+$/;

/** One item count: empty (unset) passes; otherwise half-width digits up to the item's limit. */
export function itemCountRule(itemCode: string): Validator<unknown, Message> {
  const limit = itemCountLimit(itemCode);
  return (value) => {
    const text = textOf(value);
    if (text === '') return undefined;
    if (!DIGITS.test(text)) return MESSAGES.baggage.digitsOnly;
    return Number(text) > limit ? MESSAGES.baggage.overLimit(limit) : undefined;
  };
}

/** True when the typed count is above the item's limit (the form warns and resets it to 0 on blur). */
export function isOverItemLimit(itemCode: string, count: string | undefined): boolean {
  const text = textOf(count);
  return DIGITS.test(text) && Number(text) > itemCountLimit(itemCode);
}

/** The whole list: each count valid, and at least one count above 0. */
export const baggageQuantityRule: Validator<BaggageQuantity, Message> = (quantity) => {
  for (const [itemCode, count] of Object.entries(quantity)) {
    const message = itemCountRule(itemCode)(count);
    if (message !== undefined) return message;
  }
  const anyAboveZero = Object.values(quantity).some((count) => Number(textOf(count)) > 0);
  return anyAboveZero ? undefined : MESSAGES.baggage.allZero;
};

/** Free text for belongings not in the list: at most 300 characters, no refused characters. */
export const etcBaggagesRule: Validator = chain(
  maxLength(FREE_TEXT_MAX_LENGTH, MESSAGES.baggage.etcTooLong),
  typableText(MESSAGES.baggage.etcInvalid, 'multiline'),
);

/** hasEtcBaggages: '' unset, '1' yes, '0' no. */
export type HasEtcBaggages = '' | '1' | '0';

/** The other-baggage question must be answered. */
export const hasEtcBaggagesRule: Validator = required(MESSAGES.baggage.etcChoice);

/** Quick-booking step 3 "next" is enabled only when counts and text are valid and the choice is made. */
export function canProceedFromBaggage(values: {
  baggageQuantity: BaggageQuantity;
  hasEtcBaggages: HasEtcBaggages;
  etcBaggages: string;
}): boolean {
  return (
    hasEtcBaggagesRule(values.hasEtcBaggages) === undefined &&
    baggageQuantityRule(values.baggageQuantity) === undefined &&
    etcBaggagesRule(values.etcBaggages) === undefined
  );
}
