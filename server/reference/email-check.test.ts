import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '../../domain/api/errors.ts';
import { checkEmail, editDistance, likelyIntendedDomain } from './email-check.ts';

describe('checkEmail', () => {
  it('answers no message for an address on a suggested or unrelated domain', () => {
    expect(checkEmail('taro@gmail.com')).toEqual({ message: null });
    expect(checkEmail(' hanako@example.co.jp ')).toEqual({ message: null });
  });

  it('suggests the popular domain a typo most likely meant', () => {
    expect(checkEmail('taro@gmial.com')).toEqual({
      message: API_ERROR_CODES.emailDomainTypo,
      text: 'taro@gmail.com の入力間違いではありませんか？',
      suggestion: 'taro@gmail.com',
    });
    expect(checkEmail('hanako@yahoo.co.jo').suggestion).toBe('hanako@yahoo.co.jp');
    expect(checkEmail('a@docomo.ne.j').suggestion).toBe('a@docomo.ne.jp');
    expect(checkEmail('a@ezwed.ne.jp').suggestion).toBe('a@ezweb.ne.jp');
    expect(checkEmail('a@icloud.co').suggestion).toBe('a@icloud.com');
    expect(checkEmail('a@softbank.jp').suggestion).toBe('a@i.softbank.jp');
  });

  it('leaves real domains close to a popular one alone', () => {
    expect(likelyIntendedDomain('mail.com')).toBeUndefined();
    expect(likelyIntendedDomain('yahoo.com')).toBeUndefined();
    expect(likelyIntendedDomain('GMAIL.COM')).toBeUndefined();
    expect(likelyIntendedDomain('example.com')).toBeUndefined();
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps', () => {
    expect(editDistance('gmial.com', 'gmail.com')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });
});
