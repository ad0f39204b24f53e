import { describe, expect, it } from 'vitest';
import { ENGLISH_PAGE_FOLDERS, pageFileOf } from './pageFiles.ts';

describe('the built pages in two languages', () => {
  it('has every flow and the visitor’s page in English, never the companies’ page', () => {
    expect(ENGLISH_PAGE_FOLDERS).toEqual(['mitsumori', 'embed-mitsumori', 'reservation', 'kantan-yoyaku', 'my-move']);
  });

  it('writes the English page under en/', () => {
    expect(pageFileOf('mitsumori', 'ja')).toBe('mitsumori/index.html');
    expect(pageFileOf('mitsumori', 'en')).toBe('en/mitsumori/index.html');
  });
});
