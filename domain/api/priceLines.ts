/** Machine-readable kind of a price part, as the pricing engine computes it. */
export const PRICE_PART_CODES = [
  'base',
  'distance',
  'season',
  'peakDay',
  'weekend',
  'holiday',
  'amSlot',
  'stairsFrom',
  'stairsTo',
  'towerFrom',
  'towerTo',
  'noParkingFrom',
  'noParkingTo',
] as const;
export type PricePartCode = (typeof PRICE_PART_CODES)[number];

/**
 * One part of a price as the API sends it (`priceParts`, `priceForAmParts`, `currentPriceParts`):
 * the parts of a price add up to it exactly; amounts are whole hundreds of yen.
 */
export interface PricePart {
  code: PricePartCode;
  /**
   * The label with the detail, e.g. '基本料金（2tロング）' or '距離料金（200km以内・約186km）': the pricing
   * engine's Japanese, as stored and as the companies read it; an answer to an English page reads it
   * in English ('Base fare (2-ton long truck)', issue 28).
   */
  label: string;
  amount: number;
}

/** The lines a visitor reads a price in, in the order they are shown. */
export const PRICE_LINE_KINDS = ['base', 'distance', 'season', 'day', 'amSlot', 'stairs', 'tower', 'parking'] as const;
export type PriceLineKind = (typeof PRICE_LINE_KINDS)[number];

export const PRICE_LINE_LABELS: Readonly<Record<PriceLineKind, string>> = {
  base: /*i18n*/ '基本料金',
  distance: /*i18n*/ '距離',
  season: /*i18n*/ '時期',
  day: /*i18n*/ '曜日・祝日',
  amSlot: /*i18n*/ '午前便',
  stairs: /*i18n*/ '階段',
  tower: /*i18n*/ 'タワーマンション',
  parking: /*i18n*/ '駐車',
};

/**
 * Which line a part belongs to. The last Saturday of March is the peak of the moving season, so
 * its surcharge reads as 時期; the ends of the move (搬出, 搬入) share one line per surcharge.
 */
const LINE_OF_PART: Readonly<Record<PricePartCode, PriceLineKind>> = {
  base: 'base',
  distance: 'distance',
  season: 'season',
  peakDay: 'season',
  weekend: 'day',
  holiday: 'day',
  amSlot: 'amSlot',
  stairsFrom: 'stairs',
  stairsTo: 'stairs',
  towerFrom: 'tower',
  towerTo: 'tower',
  noParkingFrom: 'parking',
  noParkingTo: 'parking',
};

/** One line of a price as the visitor reads it: a fixed label, its amount, and the parts it sums. */
export interface PriceLine {
  kind: PriceLineKind;
  /** One of 基本料金, 距離, 時期, 曜日・祝日, 午前便, 階段, タワーマンション, 駐車. */
  label: string;
  amount: number;
  /** The parts summed into this line, whose labels give the detail (truck, kilometres, floor…). */
  parts: readonly PricePart[];
}

/** Sum of amounts. */
export function sumOf(items: readonly { amount: number }[]): number {
  return items.reduce((total, item) => total + item.amount, 0);
}

/**
 * The visitor's lines of a price: parts grouped into the eight lines, in their fixed order, lines
 * without parts left out. Every part lands in exactly one line, so the lines add up to the parts.
 */
export function priceLinesOf(parts: readonly PricePart[]): PriceLine[] {
  return PRICE_LINE_KINDS.flatMap((kind) => {
    const inLine = parts.filter((part) => LINE_OF_PART[part.code] === kind);
    return inLine.length === 0 ? [] : [{ kind, label: PRICE_LINE_LABELS[kind], amount: sumOf(inLine), parts: inLine }];
  });
}

/** Whether the lines add up exactly to the total shown. */
export function linesAddUpTo(lines: readonly { amount: number }[], total: number): boolean {
  return sumOf(lines) === total;
}

/** One line before and after a price change; a line missing on one side counts 0 there. */
export interface PriceLineChange {
  kind: PriceLineKind;
  label: string;
  previous: number;
  current: number;
  changed: boolean;
}

/**
 * Line by line, the price before and after a change (1003, or a re-check after an edit): every line
 * present on either side, in the fixed order. Previous amounts add up to the previous total and
 * current amounts to the current total.
 */
export function comparePriceLines(previous: readonly PriceLine[], current: readonly PriceLine[]): PriceLineChange[] {
  const amountOf = (lines: readonly PriceLine[], kind: PriceLineKind) => lines.find((line) => line.kind === kind)?.amount;
  return PRICE_LINE_KINDS.flatMap((kind) => {
    const before = amountOf(previous, kind);
    const after = amountOf(current, kind);
    if (before === undefined && after === undefined) return [];
    return [{ kind, label: PRICE_LINE_LABELS[kind], previous: before ?? 0, current: after ?? 0, changed: before !== after }];
  });
}

/** Only the lines whose amount changed. */
export function changedPriceLines(previous: readonly PriceLine[], current: readonly PriceLine[]): PriceLineChange[] {
  return comparePriceLines(previous, current).filter((line) => line.changed);
}
