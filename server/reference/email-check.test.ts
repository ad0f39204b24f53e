import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '../../domain/api/errors.ts';
import { translatorFor } from '../../domain/i18n/translators.ts';
import { checkEmail, editDistance, likelyIntendedDomain } from './email-check.ts';

describe('checkEmail', () => {
  const japanese = translatorFor('ja');

  it('answers no message for an address on a suggested or unrelated domain', () => {
    expect(checkEmail('taro@gmail.com', japanese)).toEqual({ message: null });
    expect(checkEmail(' hanako@example.co.jp ', japanese)).toEqual({ message: null });
  });

  it('suggests the popular domain a typo most likely meant, in the answer\'s language', () => {
    expect(checkEmail('taro@gmial.com', japanese)).toEqual({
      message: API_ERROR_CODES.emailDomainTypo,
      text: 'taro@gmail.com の入力間違いではありませんか？',
      suggestion: 'taro@gmail.com',
    });
    expect(checkEmail('taro@gmial.com', translatorFor('en')).text).toBe('Did you mean taro@gmail.com?');
    expect(checkEmail('hanako@yahoo.co.jo', japanese).suggestion).toBe('hanako@yahoo.co.jp');
    expect(checkEmail('a@docomo.ne.j', japanese).suggestion).toBe('a@docomo.ne.jp');
    expect(checkEmail('a@ezwed.ne.jp', japanese).suggestion).toBe('a@ezweb.ne.jp');
    expect(checkEmail('a@icloud.co', japanese).suggestion).toBe('a@icloud.com');
    expect(checkEmail('a@softbank.jp', japanese).suggestion).toBe('a@i.softbank.jp');
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
