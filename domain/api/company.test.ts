import { describe, expect, it } from 'vitest';
import { speaksForeignLanguage } from './company.ts';

describe('speaksForeignLanguage', () => {
  it("is true for a company whose languages include the page's, false otherwise or without languages", () => {
    expect(speaksForeignLanguage(['ja', 'en'], 'en')).toBe(true);
    expect(speaksForeignLanguage(['ja', 'en', 'zh'], 'zh')).toBe(true);
    expect(speaksForeignLanguage(['ja', 'en'], 'vi')).toBe(false);
    expect(speaksForeignLanguage(undefined, 'en')).toBe(false);
  });

  it('marks no company on a Japanese page: every company serves Japanese', () => {
    expect(speaksForeignLanguage(['ja', 'en'], 'ja')).toBe(false);
  });
});
