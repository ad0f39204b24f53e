import type { BelongingsCategory } from '../api/belongings.ts';
import { noneInWords } from '../format/list.ts';
import { i18n } from '../i18n/i18n.ts';
import type { Locale } from '../i18n/locale.ts';
import type { Translator } from '../i18n/message.ts';
import type { BelongingsCounts } from '../validation/belongingsRules.ts';
import { englishItemCount } from './englishItemCount.ts';
import { countOf } from './quantity.ts';

/** Large assembled items left out of the IKEA-belongings summary. */
export const IKEA_EXCLUDED_ITEM_CODES: readonly string[] = ['10024', '20015', '30014', '30017', '30020', '30023'];
/** A category summary names at most 3 items. */
export const SUMMARY_MAX_ITEMS = 3;
export const SUMMARY_SEPARATOR = ' / ';

/** How each language writes an item's count in a summary: 「ソファ（2人掛け）×1」, "Sofa (2-seater) × 1". */
const ITEM_COUNTS: Readonly<Record<Locale, (label: string, count: number) => string>> = {
  ja: (label, count) => `${label}×${count}`,
  en: englishItemCount,
  zh: (label, count) => `${label}×${count}`,
  vi: englishItemCount,
};

/** An item and its count as `locale` writes them in a list: 「ソファ（2人掛け）×1」, "Sofa (2-seater) × 1". */
export function itemCountIn(locale: Locale, label: string, count: number): string {
  return ITEM_COUNTS[locale](label, count);
}

/** The counted items of a category, at most 3, in `translator`'s language. */
function summaryOf(category: BelongingsCategory, quantity: BelongingsCounts, translator: Translator, excludedItemCodes: readonly string[]): string {
  const itemCount = (label: string, count: number) => itemCountIn(translator.locale, label, count);
  const entries = category.items
    .filter((item) => !excludedItemCodes.includes(item.code) && countOf(quantity, item.code) > 0)
    .slice(0, SUMMARY_MAX_ITEMS)
    .map((item) => {
      const count = countOf(quantity, item.code);
      return item.label === category.label ? String(count) : itemCount(translator.translate(item.label), count);
    });
  return entries.length === 0 ? noneInWords(translator.locale) : entries.join(SUMMARY_SEPARATOR);
}

/**
 * The counted items of a category as 「ソファ（2人掛け）×1 / ローテーブル×1」, at most 3, else 「なし」;
 * in English "Sofa (2-seater) × 1 / Low table × 1", else "None". An item named like its category
 * shows its count alone (「段ボール」 in 「段ボール」 → 「10」). The master's labels are Japanese
 * messages, read in `translator`'s language: by default the page's (domain/i18n/i18n.ts).
 */
export function categorySummary(category: BelongingsCategory, quantity: BelongingsCounts, translator: Translator = i18n): string {
  return summaryOf(category, quantity, translator, []);
}

/** The summary of the IKEA-belongings panel: the category summary without the excluded items. */
export function ikeaCategorySummary(category: BelongingsCategory, quantity: BelongingsCounts, translator: Translator = i18n): string {
  return summaryOf(category, quantity, translator, IKEA_EXCLUDED_ITEM_CODES);
}
