import { formatYen } from '../../domain/format/index.ts';

/** How a price compares with the average; exposed as `data-comparison`. */
export type PriceComparison = 'below' | 'above' | 'equal';

/** A price set against the average: 38,000 vs 50,000 → { kind: 'below', text: '平均より12,000円安い' }. */
export function comparePrice(price: number, averagePrice: number): { kind: PriceComparison; text: string } {
  const difference = Math.round(price - averagePrice);
  if (difference === 0) return { kind: 'equal', text: '平均と同額' };
  const kind = difference < 0 ? 'below' : 'above';
  return { kind, text: `平均より${formatYen(Math.abs(difference))}${kind === 'below' ? '安い' : '高い'}` };
}

/** Whether ticking `id` would choose more than `maxSelected` companies. */
export function exceedsLimit(selectedIds: readonly string[], id: string, maxSelected: number | undefined): boolean {
  return maxSelected !== undefined && !selectedIds.includes(id) && selectedIds.length >= maxSelected;
}
