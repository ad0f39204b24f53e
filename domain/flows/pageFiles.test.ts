import { describe, expect, it } from 'vitest';
import { TRANSLATED_PAGE_FOLDERS, pageFileOf } from './pageFiles.ts';

describe('the built pages in every language', () => {
  it('has every flow and the visitor’s page in every language, never the companies’ page', () => {
    expect(TRANSLATED_PAGE_FOLDERS).toEqual(['mitsumori', 'embed-mitsumori', 'reservation', 'kantan-yoyaku', 'my-move']);
  });

  it("writes each language's page under its prefix", () => {
    expect(pageFileOf('mitsumori', 'ja')).toBe('mitsumori/index.html');
    expect(pageFileOf('mitsumori', 'en')).toBe('en/mitsumori/index.html');
    expect(pageFileOf('my-move', 'vi')).toBe('vi/my-move/index.html');
  });
});
