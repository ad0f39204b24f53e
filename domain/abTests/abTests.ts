/**
 * A/B tests of the estimate form (spec §4): the patterns a visit is in are drawn once when the
 * form starts, kept for the visit and stored with the estimate request, so results can be counted
 * per pattern. Only the PC and mobile forms take part; the embedded form never does.
 */

/** The tests the product runs. */
export const AB_TEST_IDS = ['9395', '9441', '9465', '9490', '9518'] as const;
export type AbTestId = (typeof AB_TEST_IDS)[number];

/** The patterns of a test; var0 is the default (the page as it is without the test). */
export const AB_PATTERNS = ['var0', 'var1'] as const;
export type AbPattern = (typeof AB_PATTERNS)[number];
export const DEFAULT_AB_PATTERN: AbPattern = 'var0';

/** The pattern of each test a visit takes part in; a test not listed is not run for that visit. */
export type AbPatterns = Partial<Record<AbTestId, AbPattern>>;

/** Where the estimate form runs: PC, mobile ('sp') or the partner's iframe. */
export type AbDevice = 'pc' | 'sp' | 'iframe';

/** Tests 9395, 9441, 9465, 9490 and 9518 run on mobile only. */
const MOBILE_ONLY_TESTS: ReadonlySet<AbTestId> = new Set(['9395', '9441', '9465', '9490', '9518']);

/** The tests a device takes part in: none in the embedded form, the mobile-only ones only on mobile. */
export function abTestsOf(device: AbDevice): AbTestId[] {
  if (device === 'iframe') return [];
  return AB_TEST_IDS.filter((id) => device === 'sp' || !MOBILE_ONLY_TESTS.has(id));
}

/** Draws a pattern for each test of the device; `random` returns a number in [0, 1) like Math.random. */
export function drawAbPatterns(device: AbDevice, random: () => number): AbPatterns {
  const patterns: AbPatterns = {};
  for (const id of abTestsOf(device)) patterns[id] = AB_PATTERNS[Math.floor(random() * AB_PATTERNS.length)] ?? DEFAULT_AB_PATTERN;
  return patterns;
}

/** The pattern a visit sees for a test: its recorded pattern, else the default. */
export function abPatternOf(patterns: AbPatterns, id: AbTestId): AbPattern {
  return patterns[id] ?? DEFAULT_AB_PATTERN;
}

/**
 * Patterns read back from storage or a request: only known tests with known patterns are kept,
 * so a stale or tampered value cannot reach the stored request.
 */
export function abPatternsFrom(value: unknown): AbPatterns {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const patterns: AbPatterns = {};
  for (const id of AB_TEST_IDS) {
    const pattern: unknown = (value as Record<string, unknown>)[id];
    if ((AB_PATTERNS as readonly unknown[]).includes(pattern)) patterns[id] = pattern as AbPattern;
  }
  return patterns;
}
