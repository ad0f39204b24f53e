import { describe, expect, it } from 'vitest';
import { messageIdDomainOf } from './request-mail.ts';

describe('messageIdDomainOf', () => {
  it('takes the domain of the From address, with or without a display name', () => {
    expect(messageIdDomainOf('引越し比較 <no-reply@hikkoshi.example.jp>')).toBe('hikkoshi.example.jp');
    expect(messageIdDomainOf('mail@example.com')).toBe('example.com');
  });

  it('refuses a From that is no address, saying what it expects', () => {
    expect(() => messageIdDomainOf('引越し比較')).toThrow(/MAIL_FROM must be an e-mail address/);
    expect(() => messageIdDomainOf('')).toThrow(/MAIL_FROM/);
  });
});
