export type { AbTestId, AbPattern, AbPatterns, AbDevice } from './abTests.ts';
export { AB_TEST_IDS, AB_PATTERNS, DEFAULT_AB_PATTERN, abTestsOf, drawAbPatterns, abPatternOf, abPatternsFrom } from './abTests.ts';
