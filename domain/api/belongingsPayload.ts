import { z } from 'zod';
import { itemCountLimit, itemCountRule } from '../validation/belongingsRules.ts';
import { MESSAGES } from '../validation/messages.ts';
import { codeField, firstFailure, reportIssue } from './schemaParts.ts';

const categoryCodeField = codeField(/^[0-9]{1,2}$/);
const itemCodeField = codeField(/^[0-9]{5}$/);

/**
 * Estimate and reservation `nimotsu`: counts grouped by category code, then item code, as strings
 * of digits ('0' for unset), e.g. `{ '8': { '80001': '10' } }`.
 */
export type EstimateBelongings = Record<string, Record<string, string>>;

/** Whether an item code appears more than once: a repeated item would beat its count limit. */
function repeatsAnItem(itemCodes: Iterable<string>): boolean {
  const seen = new Set<string>();
  for (const code of itemCodes) {
    if (seen.has(code)) return true;
    seen.add(code);
  }
  return false;
}

/** The shape of `nimotsu`, each item once (in one category) with a digit string within its limit. */
export const estimateBelongingsShapeSchema = z
  .record(categoryCodeField, z.record(itemCodeField, codeField(/^[0-9]+$/, MESSAGES.belongings.digitsOnly)))
  .superRefine((nimotsu, ctx) => {
    if (repeatsAnItem(Object.values(nimotsu).flatMap((items) => Object.keys(items)))) {
      reportIssue(ctx, MESSAGES.belongings.duplicateItem);
      return;
    }
    for (const [categoryCode, items] of Object.entries(nimotsu)) {
      for (const [itemCode, count] of Object.entries(items)) {
        const message = itemCountRule(itemCode)(count);
        if (message !== undefined) reportIssue(ctx, message, [categoryCode, itemCode]);
      }
    }
  });

/** `nimotsu` of a request that must declare belongings: the shape plus at least one count above 0. */
export const estimateBelongingsSchema = estimateBelongingsShapeSchema.superRefine((nimotsu, ctx) => {
  const anyAboveZero = Object.values(nimotsu).some((items) => Object.values(items).some((count) => Number(count) > 0));
  if (!anyAboveZero) reportIssue(ctx, MESSAGES.belongings.allZero);
});

/** One category of the quick-booking belongings list. */
export interface QuickBelongingsCategory {
  /** Category code. */
  id: string;
  items: { id: string; count: number }[];
}

/**
 * Quick-booking `nimotsu`: categories with the items counted, e.g. `[{ id: '8', items: [{ id: '80001', count: 10 }] }]`;
 * each item once in the whole list.
 */
export const quickBelongingsSchema = z
  .array(
    z.object({
      id: categoryCodeField,
      items: z.array(z.object({ id: itemCodeField, count: z.int({ error: MESSAGES.belongings.digitsOnly }).min(0, firstFailure(MESSAGES.belongings.digitsOnly)) })),
    }),
  )
  .superRefine((categories, ctx) => {
    if (repeatsAnItem(categories.flatMap((category) => category.items.map((item) => item.id)))) {
      reportIssue(ctx, MESSAGES.belongings.duplicateItem);
      return;
    }
    categories.forEach((category, categoryIndex) =>
      category.items.forEach((item, itemIndex) => {
        const limit = itemCountLimit(item.id);
        if (item.count > limit) {
          reportIssue(ctx, MESSAGES.belongings.overLimit(limit), [categoryIndex, 'items', itemIndex, 'count']);
        }
      }),
    );
    const anyAboveZero = categories.some((category) => category.items.some((item) => item.count > 0));
    if (!anyAboveZero) reportIssue(ctx, MESSAGES.belongings.allZero);
  });
