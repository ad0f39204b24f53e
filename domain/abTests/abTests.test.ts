import { describe, expect, it } from 'vitest';
import { estimateRequestSchema } from '../api/estimate.ts';
import { exampleEstimateRequest } from '../testing/exampleRequests.ts';
import { abPatternOf, abPatternsFrom, abTestsOf, drawAbPatterns } from './index.ts';

describe('A/B tests (spec §4)', () => {
  it('runs the five mobile-only tests on mobile, none on PC beyond them and none in the embedded form', () => {
    expect(abTestsOf('sp')).toEqual(['9395', '9441', '9465', '9490', '9518']);
    expect(abTestsOf('pc')).toEqual([]);
    expect(abTestsOf('iframe')).toEqual([]);
  });

  it('draws var0 or var1 for each test of the device from the random source', () => {
    expect(drawAbPatterns('sp', () => 0)).toEqual({ 9395: 'var0', 9441: 'var0', 9465: 'var0', 9490: 'var0', 9518: 'var0' });
    expect(drawAbPatterns('sp', () => 0.99)['9441']).toBe('var1');
    expect(drawAbPatterns('iframe', () => 0.99)).toEqual({});
    expect(drawAbPatterns('pc', () => 0.5)).toEqual({});
  });

  it('falls back to var0 for a test the visit has no pattern for', () => {
    expect(abPatternOf({}, '9441')).toBe('var0');
    expect(abPatternOf({ 9441: 'var1' }, '9441')).toBe('var1');
  });

  it('keeps only known tests with known patterns when reading patterns back', () => {
    expect(abPatternsFrom({ 9441: 'var1', 9395: 'var7', 1234: 'var0' })).toEqual({ 9441: 'var1' });
    expect(abPatternsFrom(null)).toEqual({});
    expect(abPatternsFrom(['var1'])).toEqual({});
    expect(abPatternsFrom('var1')).toEqual({});
  });
});

describe('A/B patterns in the estimate request', () => {
  it('are optional, and when sent hold only known tests with var0 or var1', () => {
    expect(estimateRequestSchema.safeParse(exampleEstimateRequest).success).toBe(true);
    const withPatterns = estimateRequestSchema.parse({ ...exampleEstimateRequest, abPatterns: { 9441: 'var1', 9395: 'var0' } });
    expect(withPatterns.abPatterns).toEqual({ 9441: 'var1', 9395: 'var0' });
    expect(estimateRequestSchema.safeParse({ ...exampleEstimateRequest, abPatterns: { 9441: 'var2' } }).success).toBe(false);
    expect(estimateRequestSchema.safeParse({ ...exampleEstimateRequest, abPatterns: { 1: 'var0' } }).success).toBe(false);
  });
});
