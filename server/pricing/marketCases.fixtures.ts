import { OSAKA, SHINJUKU, SHIZUOKA, YAMAGUCHI, testMove } from './moves.fixtures.ts';
import type { MoveSpec, QuoteDay } from './types.ts';

// Published market prices the pricing tests hold the engine to: imported by tests only.

/** A published market price range for a move, off season, on a weekday, free slot. */
export interface MarketCase {
  name: string;
  move: MoveSpec;
  low: number;
  high: number;
}

/** A June Wednesday: off season, no holiday. */
export const OFF_SEASON_WEEKDAY: QuoteDay = { date: '2027-06-09', isHoliday: false, slot: 'free' };

/** Published figures the standard tariff is calibrated against; "about X" figures get roughly ±10 %. */
export const MARKET_CASES: readonly MarketCase[] = [
  { name: 'single, same city, 1K', move: testMove(SHINJUKU, SHINJUKU, 2, 1), low: 29_000, high: 35_000 },
  { name: 'pair, same city, 2DK', move: testMove(SHINJUKU, SHINJUKU, 6, 2), low: 60_000, high: 85_000 },
  { name: 'family of four, same city, 3LDK (about 120,000)', move: testMove(SHINJUKU, SHINJUKU, 10, 3), low: 105_000, high: 135_000 },
  { name: 'single, Tokyo to Shizuoka (within 200 km), 1K (about 45,000)', move: testMove(SHINJUKU, SHIZUOKA, 2, 1), low: 40_000, high: 50_000 },
  { name: 'three people, Tokyo to Shizuoka (within 200 km), 2LDK (about 94,000)', move: testMove(SHINJUKU, SHIZUOKA, 7, 2), low: 85_000, high: 105_000 },
  { name: 'pair household, Tokyo to Osaka (about 500 km), 2LDK', move: testMove(SHINJUKU, OSAKA, 7, 2), low: 100_000, high: 200_000 },
  { name: 'family, Tokyo to Osaka (about 500 km), 3LDK', move: testMove(SHINJUKU, OSAKA, 10, 3), low: 100_000, high: 200_000 },
  { name: 'pair household, Tokyo to Yamaguchi (about 1,000 km), 2LDK', move: testMove(SHINJUKU, YAMAGUCHI, 7, 2), low: 160_000, high: 310_000 },
  { name: 'family, Tokyo to Yamaguchi (about 1,000 km), 3LDK', move: testMove(SHINJUKU, YAMAGUCHI, 10, 3), low: 160_000, high: 310_000 },
];
