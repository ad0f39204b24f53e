/** The required items counted by the step-5 progress bar: name, e-mail and phone. */
export const CONTACT_REQUIRED_ITEM_COUNT = 3;

/**
 * Step-5 progress in percent from the number of invalid required items (name, e-mail, phone):
 * 3 → 0, 2 → 33.3, 1 → 66.7, 0 → 100. Counts outside 0..3 are clamped.
 */
export function contactProgressPercent(invalidRequiredItems: number): number {
  const invalid = Math.min(CONTACT_REQUIRED_ITEM_COUNT, Math.max(0, Math.trunc(invalidRequiredItems)));
  const valid = CONTACT_REQUIRED_ITEM_COUNT - invalid;
  return Math.round((valid / CONTACT_REQUIRED_ITEM_COUNT) * 1000) / 10;
}
