import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chain, characterCount, excludes, isMissing, matches, maxLength, minLength, required, textOf } from './index.ts';

describe('isMissing', () => {
  it('treats null, undefined, blank strings, empty arrays and empty objects as missing', () => {
    for (const value of [null, undefined, '', '   ', '\u3000', [], {}]) expect(isMissing(value)).toBe(true);
  });

  it('treats anything else as present', () => {
    for (const value of ['a', ' a ', [0], { a: 1 }, 0, false]) expect(isMissing(value)).toBe(false);
  });
});

describe('textOf and characterCount', () => {
  it('trims strings, prints finite numbers and ignores the rest', () => {
    expect(textOf('  a b ')).toBe('a b');
    expect(textOf(12)).toBe('12');
    expect(textOf(Number.NaN)).toBe('');
    expect(textOf({})).toBe('');
  });

  it('counts a surrogate pair once', () => {
    expect(characterCount('𠮷野家')).toBe(3);
  });
});

describe('generic checks', () => {
  it('required', () => {
    expect(required('必須')('')).toBe('必須');
    expect(required('必須')('x')).toBeUndefined();
  });

  it('minLength skips missing values and checks trimmed text', () => {
    const min3 = minLength(3, '短い');
    expect(min3('')).toBeUndefined();
    expect(min3(' ab ')).toBe('短い');
    expect(min3('abc')).toBeUndefined();
  });

  it('maxLength checks trimmed text', () => {
    const max3 = maxLength(3, '長い');
    expect(max3(' abc ')).toBeUndefined();
    expect(max3('abcd')).toBe('長い');
  });

  it('matches skips missing values; excludes refuses any match', () => {
    expect(matches(/^\d+$/, '数字')('')).toBeUndefined();
    expect(matches(/^\d+$/, '数字')('12a')).toBe('数字');
    expect(matches(/^\d+$/, '数字')(' 12 ')).toBeUndefined();
    expect(excludes(/x/, 'x不可')('axb')).toBe('x不可');
    expect(excludes(/x/, 'x不可')('ab')).toBeUndefined();
  });

  it('gives the same answer twice with a global pattern', () => {
    const digits = matches(/^\d+$/g, '数字');
    expect(digits('12')).toBeUndefined();
    expect(digits('12')).toBeUndefined();
  });

  it('chain returns the first failure', () => {
    const rule = chain(required('必須'), maxLength(2, '長い'), matches(/^a+$/, 'aのみ'));
    expect(rule('')).toBe('必須');
    expect(rule('bbb')).toBe('長い');
    expect(rule('b')).toBe('aのみ');
    expect(rule('aa')).toBeUndefined();
  });

  it('never throws on any value', () => {
    const rule = chain(required('r'), minLength(2, 'min'), maxLength(5, 'max'), matches(/^\w+$/, 'm'), excludes(/x/, 'x'));
    fc.assert(fc.property(fc.anything(), (value) => {
      const result = rule(value);
      expect(result === undefined || typeof result === 'string').toBe(true);
    }));
  });
});
