import type { BelongingsCategory } from '../belongings.ts';
import type { EstimateBelongings, QuickBelongingsCategory } from '../belongingsPayload.ts';
import { countOf } from '../../belongings/quantity.ts';
import type { BelongingsCounts } from '../../validation/belongingsRules.ts';

/** Estimate and reservation `nimotsu`: every master item by category, counts as strings, unset as '0'. */
export function buildEstimateBelongings(master: readonly BelongingsCategory[], quantity: BelongingsCounts): EstimateBelongings {
  const nimotsu: EstimateBelongings = {};
  for (const category of master) {
    nimotsu[category.code] = Object.fromEntries(category.items.map((item) => [item.code, String(countOf(quantity, item.code))]));
  }
  return nimotsu;
}

/** Quick-booking `nimotsu`: the categories with counted items, each item `{ id, count }` with count above 0. */
export function buildQuickBelongings(master: readonly BelongingsCategory[], quantity: BelongingsCounts): QuickBelongingsCategory[] {
  return master
    .map((category) => ({
      id: category.code,
      items: category.items
        .map((item) => ({ id: item.code, count: countOf(quantity, item.code) }))
        .filter((item) => item.count > 0),
    }))
    .filter((category) => category.items.length > 0);
}
