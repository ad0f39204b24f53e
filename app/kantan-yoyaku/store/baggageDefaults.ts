import type { NimotsuCategory } from '../../../domain/api/nimotsu.ts';
import type { PersonCount } from '../../../domain/options/household.ts';
import type { BaggageQuantity } from '../../../domain/validation/baggageRules.ts';

const PERSON_TYPES = { '1': 'single', '2': 'pair', '3': 'family' } as const;

/** The master's default count of every item for the head count (spec §4: 1, 2, 3 → single, pair, family). */
export function defaultBaggageQuantity(categories: readonly NimotsuCategory[], headCount: PersonCount): BaggageQuantity {
  const personType = PERSON_TYPES[headCount];
  const quantity: Record<string, string> = {};
  for (const category of categories) {
    for (const item of category.items) quantity[item.code] = String(item.count[personType]);
  }
  return quantity;
}
