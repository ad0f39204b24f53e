import { describe, expect, it } from 'vitest';
import type { PricePart } from '../api/priceLines.ts';
import { cancellationFee } from './cancellationFee.ts';

const PARTS: readonly PricePart[] = [
  { code: 'base', label: '基本料金（2tショート）', amount: 38_000 },
  { code: 'distance', label: '距離料金（50km以内・約12km）', amount: 4_500 },
  { code: 'weekend', label: '土日料金', amount: 3_800 },
];

/** Japan is UTC+9: 2026-12-04T15:00Z is the start of 2026-12-05 in Japan, 14:59Z still the 4th. */
describe('cancellationFee: 標準引越運送約款 on Japan days, from the booked price parts (46,300 yen)', () => {
  it.each([
    ['4 days before', '2026-12-01T03:00:00Z', 4, '3日前まで', 0, 0],
    ['3 days before, last minute in Japan', '2026-12-02T14:59:59Z', 3, '3日前まで', 0, 0],
    ['前々日, first minute in Japan (still the 2nd in UTC)', '2026-12-02T15:00:00Z', 2, '前々日', 20, 9_260],
    ['前日', '2026-12-04T02:00:00Z', 1, '前日', 30, 13_890],
    ['当日, first minute in Japan', '2026-12-04T15:00:00Z', 0, '当日', 50, 23_150],
    ['当日, last minute in Japan', '2026-12-05T14:59:59Z', 0, '当日', 50, 23_150],
  ])('%s (%s) → %i days, %s, %i %%, %i yen', (_case, now, daysBefore, period, percent, fee) => {
    expect(cancellationFee('2026-12-05', PARTS, new Date(now))).toEqual({ daysBefore, period, percent, base: 46_300, fee });
  });

  it('is null once the move day has passed in Japan', () => {
    expect(cancellationFee('2026-12-05', PARTS, new Date('2026-12-05T15:00:00Z'))).toBeNull();
  });

  it('rounds a fraction of a yen down', () => {
    expect(cancellationFee('2026-12-05', [{ code: 'base', label: '基本料金', amount: 333 }], new Date('2026-12-04T02:00:00Z'))?.fee).toBe(99);
  });
});
