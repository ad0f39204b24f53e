import { formatYen } from '../../domain/format/price.ts';
import { activeLocale, t } from '../../domain/i18n/i18n.ts';

/** How a price compares with the average; exposed as `data-comparison`. */
export type PriceComparison = 'below' | 'above' | 'equal';

/**
 * A price set against the average, in the page's language: 38,000 vs 50,000 →
 * { kind: 'below', text: '平均より12,000円安い' } ('¥12,000 below average' on an English page).
 */
export function comparePrice(price: number, averagePrice: number): { kind: PriceComparison; text: string } {
  const difference = Math.round(price - averagePrice);
  if (difference === 0) return { kind: 'equal', text: t(/*i18n*/ '平均と同額') };
  const amount = formatYen(Math.abs(difference), activeLocale());
  return difference < 0
    ? { kind: 'below', text: t(/*i18n*/ { id: '平均より{amount}安い', values: { amount } }) }
    : { kind: 'above', text: t(/*i18n*/ { id: '平均より{amount}高い', values: { amount } }) };
}

/** Whether ticking `id` would choose more than `maxSelected` companies. */
export function exceedsLimit(selectedIds: readonly string[], id: string, maxSelected: number | undefined): boolean {
  return maxSelected !== undefined && !selectedIds.includes(id) && selectedIds.length >= maxSelected;
}
