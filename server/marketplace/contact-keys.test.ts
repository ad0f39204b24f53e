import { describe, expect, it } from 'vitest';
import { emailKey, telKey } from './contact-keys.ts';

describe('contact keys', () => {
  it('folds width and case of an e-mail and trims it', () => {
    expect(emailKey(' Ｔａｒｏ@Example.JP ')).toBe('taro@example.jp');
  });
  it('keeps only the digits of a phone, full-width included', () => {
    expect(telKey('０９０-1234 5678')).toBe('09012345678');
  });
});
