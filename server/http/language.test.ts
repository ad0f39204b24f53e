import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './language.ts';

describe('preferredLanguage', () => {
  it('answers English when English weighs more than Japanese', () => {
    for (const header of ['en-US,en;q=0.9,ja;q=0.5', 'en', 'en-GB', 'EN-us', 'fr,en;q=0.5', 'ja;q=0.4, en;q=0.6', 'ja;q=0.5,*', 'en;q=0.001']) {
      expect(preferredLanguage(header), header).toBe('en');
    }
  });

  it('answers Japanese when Japanese weighs as much or more, or neither is asked for', () => {
    for (const header of ['ja', 'ja-JP', 'ja,en;q=0.8', 'ja-JP,ja;q=0.9,en-US;q=0.8,en;q=0.7', 'en;q=0.5,ja;q=0.5', 'fr', 'fr,de;q=0.5', '*', 'en;q=0', 'ja,*;q=0.9', '']) {
      expect(preferredLanguage(header), header).toBe('ja');
    }
  });

  it('answers Japanese without the header', () => {
    expect(preferredLanguage(undefined)).toBe('ja');
  });

  it('takes the best weight of a language\'s ranges', () => {
    expect(preferredLanguage('en-US;q=0.2,ja;q=0.5,en-GB;q=0.8')).toBe('en');
    expect(preferredLanguage('en;q=0.9,ja-JP;q=0.3,ja;q=1')).toBe('ja');
  });

  it('skips entries it cannot read instead of failing', () => {
    expect(preferredLanguage('en;q=2,ja;q=0.5')).toBe('ja');
    expect(preferredLanguage('en;q=abc, ja;q=0.1')).toBe('ja');
    expect(preferredLanguage(';;,en-US ,')).toBe('en');
    expect(preferredLanguage('日本語,en')).toBe('en');
  });
});
