import type { NimotsuCategory } from '../api/nimotsu.ts';
import { i18n } from '../i18n/i18n.ts';
import { translateMessage } from '../i18n/message.ts';
import { baggageQuantityRule, isOverItemLimit, itemCountRule, type BaggageQuantity } from '../validation/baggageRules.ts';

/** The count of an item as a number: 0 when unset or not a whole number. */
export function countOf(quantity: BaggageQuantity, itemCode: string): number {
  const text = quantity[itemCode]?.trim() ?? '';
  return /^[0-9]+$/.test(text) ? Number(text) : 0;
}

/** Sets an item's count as typed. */
export function setItemCount(quantity: BaggageQuantity, itemCode: string, count: string): BaggageQuantity {
  return { ...quantity, [itemCode]: count };
}

/** On blur a count above the item's limit is reset to '0'; any other value is kept. */
export function countAfterBlur(itemCode: string, count: string | undefined): string | undefined {
  return isOverItemLimit(itemCode, count) ? '0' : count;
}

/** Resetting a category sets each of its items to unset. */
export function resetCategory(quantity: BaggageQuantity, category: NimotsuCategory): BaggageQuantity {
  const next: Record<string, string | undefined> = { ...quantity };
  for (const item of category.items) next[item.code] = undefined;
  return next;
}

/** The category indexes of each of the 7 quick-booking baggage sub-steps (the 5th shows two). */
export const BAGGAGE_SUB_STEP_CATEGORY_INDEXES: readonly (readonly number[])[] = [[0], [1], [2], [3], [4, 5], [6], [7]];
export const BAGGAGE_SUB_STEPS = BAGGAGE_SUB_STEP_CATEGORY_INDEXES.length;

/** The categories shown on a baggage sub-step (1..7); none outside that range. */
export function categoriesOfSubStep(master: readonly NimotsuCategory[], subStep: number): NimotsuCategory[] {
  const indexes = BAGGAGE_SUB_STEP_CATEGORY_INDEXES[subStep - 1] ?? [];
  return indexes.flatMap((index) => master[index] ?? []);
}

/**
 * The error a baggage sub-step shows beside its steppers, in both flows' modals: a count on this
 * sub-step that is not digits, and on the last sub-step the whole list (every count at 0). None
 * while a count of the sub-step is over its limit: that one has its own warning at its stepper
 * (and becomes 0 on blur), so the message is never shown twice. In the page's language.
 */
export function subStepBaggageError(master: readonly NimotsuCategory[], quantity: BaggageQuantity, subStep: number): string | undefined {
  const items = categoriesOfSubStep(master, subStep).flatMap((category) => category.items);
  if (items.some((item) => isOverItemLimit(item.code, quantity[item.code]))) return undefined;
  const itemError = items.map((item) => itemCountRule(item.code)(quantity[item.code])).find((message) => message !== undefined);
  const error = itemError ?? (subStep >= BAGGAGE_SUB_STEPS ? baggageQuantityRule(quantity) : undefined);
  return error === undefined ? undefined : translateMessage(i18n, error);
}
