import type { BelongingsCategory } from '../api/belongings.ts';
import type { BelongingsCounts } from '../validation/belongingsRules.ts';
import { countOf } from './quantity.ts';

/** Large assembled items left out of the IKEA-belongings summary. */
export const IKEA_EXCLUDED_ITEM_CODES: readonly string[] = ['10024', '20015', '30014', '30017', '30020', '30023'];
/** A category summary names at most 3 items. */
export const SUMMARY_MAX_ITEMS = 3;
export const SUMMARY_SEPARATOR = ' / ';
export const SUMMARY_NONE = 'なし';

/**
 * The counted items of a category as 「ソファ（2人掛け）×1 / ローテーブル×1」, at most 3, else 「なし」.
 * An item named like its category shows its count alone (「段ボール」 in 「段ボール」 → 「10」).
 */
export function categorySummary(category: BelongingsCategory, quantity: BelongingsCounts, excludedItemCodes: readonly string[] = []): string {
  const entries = category.items
    .filter((item) => !excludedItemCodes.includes(item.code) && countOf(quantity, item.code) > 0)
    .slice(0, SUMMARY_MAX_ITEMS)
    .map((item) => {
      const count = countOf(quantity, item.code);
      return item.label === category.label ? String(count) : `${item.label}×${count}`;
    });
  return entries.length === 0 ? SUMMARY_NONE : entries.join(SUMMARY_SEPARATOR);
}

/** The summary of the IKEA-belongings panel: the category summary without the excluded items. */
export function ikeaCategorySummary(category: BelongingsCategory, quantity: BelongingsCounts): string {
  return categorySummary(category, quantity, IKEA_EXCLUDED_ITEM_CODES);
}
