import type { NimotsuCategory, NimotsuCounts } from '../api/nimotsu.ts';
import type { HeadCount } from '../options/household.ts';
import type { BaggageQuantity } from '../validation/baggageRules.ts';

/** The master's count column for a head count. */
export type PersonType = keyof NimotsuCounts;

const PERSON_TYPES: Readonly<Record<HeadCount, PersonType>> = { 1: 'single', 2: 'pair', 3: 'family' };

/** Head count or person count 1, 2, 3 (number or form string) → 'single', 'pair', 'family'. */
export function personTypeOf(count: HeadCount | '1' | '2' | '3'): PersonType {
  return PERSON_TYPES[Number(count) as HeadCount];
}

/** The default counts of every item of the master for a person type, as form strings. */
export function defaultBaggageQuantity(master: readonly NimotsuCategory[], personType: PersonType): Record<string, string> {
  const quantity: Record<string, string> = {};
  for (const category of master) {
    for (const item of category.items) quantity[item.code] = String(item.count[personType]);
  }
  return quantity;
}

/**
 * Counts after a person-count change: the master's defaults for the new person type, unless the
 * visitor already opened the baggage modal, in which case their counts are kept.
 */
export function baggageAfterPersonCountChange(
  quantity: BaggageQuantity,
  master: readonly NimotsuCategory[],
  personType: PersonType,
  baggageModalOpened: boolean,
): BaggageQuantity {
  return baggageModalOpened ? quantity : defaultBaggageQuantity(master, personType);
}
