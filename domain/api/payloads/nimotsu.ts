import type { NimotsuCategory } from '../nimotsu.ts';
import type { EstimateNimotsu, QuickNimotsuCategory } from '../nimotsuPayload.ts';
import { countOf } from '../../baggage/quantity.ts';
import type { BaggageQuantity } from '../../validation/baggageRules.ts';

/** Estimate and reservation `nimotsu`: every master item by category, counts as strings, unset as '0'. */
export function buildEstimateNimotsu(master: readonly NimotsuCategory[], quantity: BaggageQuantity): EstimateNimotsu {
  const nimotsu: EstimateNimotsu = {};
  for (const category of master) {
    nimotsu[category.code] = Object.fromEntries(category.items.map((item) => [item.code, String(countOf(quantity, item.code))]));
  }
  return nimotsu;
}

/** Quick-booking `nimotsu`: the categories with counted items, each item `{ id, count }` with count above 0. */
export function buildQuickNimotsu(master: readonly NimotsuCategory[], quantity: BaggageQuantity): QuickNimotsuCategory[] {
  return master
    .map((category) => ({
      id: category.code,
      items: category.items
        .map((item) => ({ id: item.code, count: countOf(quantity, item.code) }))
        .filter((item) => item.count > 0),
    }))
    .filter((category) => category.items.length > 0);
}
