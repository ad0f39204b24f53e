import { describe, expect, it } from 'vitest';
import { speaksEnglish } from './company.ts';

describe('speaksEnglish', () => {
  it('is true for a company whose languages include English, false otherwise or without languages', () => {
    expect(speaksEnglish(['ja', 'en'])).toBe(true);
    expect(speaksEnglish(['ja'])).toBe(false);
    expect(speaksEnglish(undefined)).toBe(false);
  });
});
