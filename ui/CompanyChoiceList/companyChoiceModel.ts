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

/**
 * The ids after the visitor ticks or unticks `id`, or null when ticking is refused because
 * `maxSelected` companies are chosen already.
 */
export function toggledIds(selectedIds: readonly string[], id: string, checked: boolean, maxSelected?: number): string[] | null {
  if (!checked) return selectedIds.filter((selected) => selected !== id);
  if (selectedIds.includes(id)) return [...selectedIds];
  if (maxSelected !== undefined && selectedIds.length >= maxSelected) return null;
  return [...selectedIds, id];
}
