import type { BelongingsCategory } from '../api/belongings.ts';
import { i18n } from '../i18n/i18n.ts';
import { translateMessage } from '../i18n/message.ts';
import { belongingsCountsRule, isOverItemLimit, itemCountRule, type BelongingsCounts } from '../validation/belongingsRules.ts';

/** The count of an item as a number: 0 when unset or not a whole number. */
export function countOf(quantity: BelongingsCounts, itemCode: string): number {
  const text = quantity[itemCode]?.trim() ?? '';
  return /^[0-9]+$/.test(text) ? Number(text) : 0;
}

/** Sets an item's count as typed. */
export function setItemCount(quantity: BelongingsCounts, itemCode: string, count: string): BelongingsCounts {
  return { ...quantity, [itemCode]: count };
}

/** On blur a count above the item's limit is reset to '0'; any other value is kept. */
export function countAfterBlur(itemCode: string, count: string | undefined): string | undefined {
  return isOverItemLimit(itemCode, count) ? '0' : count;
}

/** Resetting a category sets each of its items to unset. */
export function resetCategory(quantity: BelongingsCounts, category: BelongingsCategory): BelongingsCounts {
  const next: Record<string, string | undefined> = { ...quantity };
  for (const item of category.items) next[item.code] = undefined;
  return next;
}

/** The category indexes of each of the 7 quick-booking belongings sub-steps (the 5th shows two). */
export const BELONGINGS_SUB_STEP_CATEGORY_INDEXES: readonly (readonly number[])[] = [[0], [1], [2], [3], [4, 5], [6], [7]];
export const BELONGINGS_SUB_STEPS = BELONGINGS_SUB_STEP_CATEGORY_INDEXES.length;

/** The categories shown on a belongings sub-step (1..7); none outside that range. */
export function categoriesOfSubStep(master: readonly BelongingsCategory[], subStep: number): BelongingsCategory[] {
  const indexes = BELONGINGS_SUB_STEP_CATEGORY_INDEXES[subStep - 1] ?? [];
  return indexes.flatMap((index) => master[index] ?? []);
}

/**
 * The error a belongings sub-step shows beside its steppers, in both flows' modals: a count on this
 * sub-step that is not digits, and on the last sub-step the whole list (every count at 0). None
 * while a count of the sub-step is over its limit: that one has its own warning at its stepper
 * (and becomes 0 on blur), so the message is never shown twice. In the page's language.
 */
export function subStepBelongingsError(master: readonly BelongingsCategory[], quantity: BelongingsCounts, subStep: number): string | undefined {
  const items = categoriesOfSubStep(master, subStep).flatMap((category) => category.items);
  if (items.some((item) => isOverItemLimit(item.code, quantity[item.code]))) return undefined;
  const itemError = items.map((item) => itemCountRule(item.code)(quantity[item.code])).find((message) => message !== undefined);
  const error = itemError ?? (subStep >= BELONGINGS_SUB_STEPS ? belongingsCountsRule(quantity) : undefined);
  return error === undefined ? undefined : translateMessage(i18n, error);
}
