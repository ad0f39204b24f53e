import { describe, expect, it } from 'vitest';
import { localeOfPath, localizedPath, pathWithoutLocale } from './locale.ts';

describe('the language of a path', () => {
  it("is the language whose prefix the path starts with, and Japanese elsewhere", () => {
    expect(localeOfPath('/en/mitsumori/')).toBe('en');
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/zh/kantan-yoyaku/step2/')).toBe('zh');
    expect(localeOfPath('/vi/my-move/')).toBe('vi');
    expect(localeOfPath('/mitsumori/')).toBe('ja');
    expect(localeOfPath('/entry/')).toBe('ja');
    expect(localeOfPath('/vivid/')).toBe('ja');
  });

  it("prefixes a path with the language's prefix and strips it back off", () => {
    expect(localizedPath('/kantan-yoyaku/step2/', 'en')).toBe('/en/kantan-yoyaku/step2/');
    expect(localizedPath('/kantan-yoyaku/step2/', 'zh')).toBe('/zh/kantan-yoyaku/step2/');
    expect(localizedPath('/kantan-yoyaku/step2/', 'ja')).toBe('/kantan-yoyaku/step2/');
    expect(pathWithoutLocale('/en/kantan-yoyaku/step2/')).toBe('/kantan-yoyaku/step2/');
    expect(pathWithoutLocale('/vi/reservation/')).toBe('/reservation/');
    expect(pathWithoutLocale('/en')).toBe('/');
    expect(pathWithoutLocale('/reservation/')).toBe('/reservation/');
  });
});
