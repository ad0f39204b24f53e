import type { BelongingsCategory, PersonTypeCounts } from '../api/belongings.ts';
import type { HeadCountNumber } from '../options/household.ts';
import type { BelongingsCounts } from '../validation/belongingsRules.ts';

/** The master's count column for a head count. */
export type PersonType = keyof PersonTypeCounts;

const PERSON_TYPES: Readonly<Record<HeadCountNumber, PersonType>> = { 1: 'single', 2: 'pair', 3: 'family' };

/** Head count or person count 1, 2, 3 (number or form string) → 'single', 'pair', 'family'. */
export function personTypeOf(count: HeadCountNumber | '1' | '2' | '3'): PersonType {
  return PERSON_TYPES[Number(count) as HeadCountNumber];
}

/** The default counts of every item of the master for a person type, as form strings. */
export function defaultBelongingsCounts(master: readonly BelongingsCategory[], personType: PersonType): Record<string, string> {
  const quantity: Record<string, string> = {};
  for (const category of master) {
    for (const item of category.items) quantity[item.code] = String(item.count[personType]);
  }
  return quantity;
}

/**
 * Counts after a person-count change: the master's defaults for the new person type, unless the
 * visitor already opened the belongings modal, in which case their counts are kept.
 */
export function belongingsAfterHeadCountChange(
  quantity: BelongingsCounts,
  master: readonly BelongingsCategory[],
  personType: PersonType,
  belongingsModalOpened: boolean,
): BelongingsCounts {
  return belongingsModalOpened ? quantity : defaultBelongingsCounts(master, personType);
}
