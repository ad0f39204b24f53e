import { describe, expect, it } from 'vitest';
import {
  PRICE_LINE_LABELS,
  PRICE_PART_CODES,
  changedPriceLines,
  comparePriceLines,
  linesAddUpTo,
  priceLinesOf,
  sumOf,
} from './priceLines.ts';
import type { PricePart } from './priceLines.ts';
import { pricePartSchema } from './pricePartSchema.ts';

/** A family move 186 km on a Saturday in the season, in the morning, 4th floor without elevator at both ends, no parking at the destination. */
const parts: PricePart[] = [
  { code: 'base', label: '基本料金（4t）', amount: 52_000 },
  { code: 'distance', label: '距離料金（200km以内・約186km）', amount: 41_900 },
  { code: 'season', label: '季節料金（繁忙期）', amount: 60_100 },
  { code: 'peakDay', label: '最繁忙日料金（3月最終土曜日）', amount: 15_400 },
  { code: 'weekend', label: '土日料金', amount: 8_500 },
  { code: 'amSlot', label: '午前便指定料金', amount: 17_800 },
  { code: 'stairsFrom', label: '階段作業料（搬出・4階・エレベーターなし）', amount: 5_600 },
  { code: 'stairsTo', label: '階段作業料（搬入・4階・エレベーターなし）', amount: 5_600 },
  { code: 'noParkingTo', label: '駐車不可作業料（搬入）', amount: 6_000 },
];

describe('priceLinesOf', () => {
  it('groups the parts into the visitor lines, in their order, leaving out lines without parts', () => {
    const lines = priceLinesOf(parts);
    expect(lines.map((line) => [line.label, line.amount])).toEqual([
      ['基本料金', 52_000],
      ['距離', 41_900],
      ['時期', 75_500],
      ['曜日・祝日', 8_500],
      ['午前便', 17_800],
      ['階段', 11_200],
      ['駐車', 6_000],
    ]);
    expect(lines.find((line) => line.kind === 'stairs')?.parts.map((part) => part.code)).toEqual(['stairsFrom', 'stairsTo']);
  });

  it('adds up exactly to the sum of the parts, whatever parts come in whatever order', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const some = PRICE_PART_CODES.filter((_code, index) => (seed * (index + 7)) % 3 !== 0)
        .map((code, index) => ({ code, label: code, amount: ((seed * 37 + index * 91) % 400) * 100 }))
        .reverse();
      const lines = priceLinesOf(some);
      expect(linesAddUpTo(lines, sumOf(some))).toBe(true);
      expect(lines.flatMap((line) => line.parts)).toHaveLength(some.length);
    }
  });

  it('puts every part code in a line with one of the eight labels', () => {
    const lines = priceLinesOf(PRICE_PART_CODES.map((code) => ({ code, label: code, amount: 100 })));
    expect(lines.map((line) => line.label)).toEqual(Object.values(PRICE_LINE_LABELS));
    expect(sumOf(lines)).toBe(PRICE_PART_CODES.length * 100);
  });

  it('gives no lines for no parts', () => {
    expect(priceLinesOf([])).toEqual([]);
    expect(linesAddUpTo([], 0)).toBe(true);
    expect(linesAddUpTo([], 100)).toBe(false);
  });
});

describe('comparePriceLines', () => {
  const before = priceLinesOf([
    { code: 'base', label: '基本料金（2tショート）', amount: 30_000 },
    { code: 'distance', label: '距離料金（同一市区町村・約10km）', amount: 3_000 },
    { code: 'stairsFrom', label: '階段作業料（搬出・3階・エレベーターなし）', amount: 2_000 },
  ]);
  const after = priceLinesOf([
    { code: 'base', label: '基本料金（2tロング）', amount: 36_000 },
    { code: 'distance', label: '距離料金（同一市区町村・約10km）', amount: 3_000 },
    { code: 'weekend', label: '土日料金', amount: 1_900 },
  ]);

  it('lists every line of either side, previous and current, and marks the changed ones', () => {
    expect(comparePriceLines(before, after)).toEqual([
      { kind: 'base', label: '基本料金', previous: 30_000, current: 36_000, changed: true },
      { kind: 'distance', label: '距離', previous: 3_000, current: 3_000, changed: false },
      { kind: 'day', label: '曜日・祝日', previous: 0, current: 1_900, changed: true },
      { kind: 'stairs', label: '階段', previous: 2_000, current: 0, changed: true },
    ]);
  });

  it('keeps both totals: previous amounts add up to the previous price, current to the current', () => {
    const changes = comparePriceLines(before, after);
    expect(changes.reduce((sum, line) => sum + line.previous, 0)).toBe(sumOf(before));
    expect(changes.reduce((sum, line) => sum + line.current, 0)).toBe(sumOf(after));
  });

  it('reports only the changed lines, and none when nothing changed', () => {
    expect(changedPriceLines(before, after).map((line) => line.label)).toEqual(['基本料金', '曜日・祝日', '階段']);
    expect(changedPriceLines(after, after)).toEqual([]);
  });
});

describe('pricePartSchema', () => {
  it('accepts the parts the pricing engine sends and refuses unknown codes and fractions', () => {
    expect(pricePartSchema.array().safeParse(parts).success).toBe(true);
    expect(pricePartSchema.safeParse({ code: 'tip', label: 'チップ', amount: 100 }).success).toBe(false);
    expect(pricePartSchema.safeParse({ code: 'base', label: '基本料金', amount: 10.5 }).success).toBe(false);
  });
});
