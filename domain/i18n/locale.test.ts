import { describe, expect, it } from 'vitest';
import { localeOfPath, localizedPath, otherLocale, pathWithoutLocale } from './locale.ts';

describe('the language of a path', () => {
  it('is English under /en/ and Japanese elsewhere', () => {
    expect(localeOfPath('/en/mitsumori/')).toBe('en');
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/mitsumori/')).toBe('ja');
    expect(localeOfPath('/entry/')).toBe('ja');
  });

  it('prefixes English paths and strips the prefix back off', () => {
    expect(localizedPath('/kantan-yoyaku/step2/', 'en')).toBe('/en/kantan-yoyaku/step2/');
    expect(localizedPath('/kantan-yoyaku/step2/', 'ja')).toBe('/kantan-yoyaku/step2/');
    expect(pathWithoutLocale('/en/kantan-yoyaku/step2/')).toBe('/kantan-yoyaku/step2/');
    expect(pathWithoutLocale('/en')).toBe('/');
    expect(pathWithoutLocale('/reservation/')).toBe('/reservation/');
  });
});

describe('the other language', () => {
  it('is the one a page in either language switches to', () => {
    expect(otherLocale('ja')).toBe('en');
    expect(otherLocale('en')).toBe('ja');
  });
});
