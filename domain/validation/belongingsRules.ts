import type { Message } from '../i18n/message.ts';
import { CARDBOARD_ITEM_CODE } from '../api/belongings.ts';
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
export type BelongingsCounts = Readonly<Record<string, string | undefined>>;

const DIGITS = /^[0-9]+$/;

/** One item count: empty (unset) passes; otherwise half-width digits up to the item's limit. */
export function itemCountRule(itemCode: string): Validator<unknown, Message> {
  const limit = itemCountLimit(itemCode);
  return (value) => {
    const text = textOf(value);
    if (text === '') return undefined;
    if (!DIGITS.test(text)) return MESSAGES.belongings.digitsOnly;
    return Number(text) > limit ? MESSAGES.belongings.overLimit(limit) : undefined;
  };
}

/** True when the typed count is above the item's limit (the form warns and resets it to 0 on blur). */
export function isOverItemLimit(itemCode: string, count: string | undefined): boolean {
  const text = textOf(count);
  return DIGITS.test(text) && Number(text) > itemCountLimit(itemCode);
}

/** The whole list: each count valid, and at least one count above 0. */
export const belongingsCountsRule: Validator<BelongingsCounts, Message> = (quantity) => {
  for (const [itemCode, count] of Object.entries(quantity)) {
    const message = itemCountRule(itemCode)(count);
    if (message !== undefined) return message;
  }
  const anyAboveZero = Object.values(quantity).some((count) => Number(textOf(count)) > 0);
  return anyAboveZero ? undefined : MESSAGES.belongings.allZero;
};

/** Free text for belongings not in the list: at most 300 characters, no refused characters. */
export const otherBelongingsRule: Validator = chain(
  maxLength(FREE_TEXT_MAX_LENGTH, MESSAGES.belongings.etcTooLong),
  typableText(MESSAGES.belongings.etcInvalid, 'multiline'),
);

/** hasOtherBelongings: '' unset, '1' yes, '0' no. */
export type HasOtherBelongings = '' | '1' | '0';

/** The other-belongings question must be answered. */
export const hasOtherBelongingsRule: Validator = required(MESSAGES.belongings.etcChoice);

/** Quick-booking step 3 "next" is enabled only when counts and text are valid and the choice is made. */
export function canProceedFromBelongings(values: {
  belongingsCounts: BelongingsCounts;
  hasOtherBelongings: HasOtherBelongings;
  otherBelongings: string;
}): boolean {
  return (
    hasOtherBelongingsRule(values.hasOtherBelongings) === undefined &&
    belongingsCountsRule(values.belongingsCounts) === undefined &&
    otherBelongingsRule(values.otherBelongings) === undefined
  );
}
