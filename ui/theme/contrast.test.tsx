import { describe, expect, it } from 'vitest';
import { createHikkoshiTheme } from './createHikkoshiTheme.ts';
import { CONTRAST_MINIMUM, contrastPairs, contrastRatio } from './contrast.ts';

describe('theme contrast (WCAG 2.2 AA)', () => {
  it('computes the ratios WCAG defines', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBe(21);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });

  it.each(contrastPairs(createHikkoshiTheme()).map((pair) => [`${pair.foreground} on ${pair.background}`, pair] as const))(
    '%s reaches its minimum',
    (_name, pair) => {
      expect(contrastRatio(pair.foregroundColor, pair.backgroundColor)).toBeGreaterThanOrEqual(CONTRAST_MINIMUM[pair.kind]);
    },
  );
});
