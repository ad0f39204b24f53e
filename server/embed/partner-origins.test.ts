import { describe, expect, it } from 'vitest';
import { parsePartnerOrigin } from './partner-origins.ts';

describe('parsePartnerOrigin', () => {
  it('accepts https origins and plain-http loopback, as the browser serialises them', () => {
    expect(parsePartnerOrigin('https://Partner.Example.jp/')).toEqual({ origin: 'https://partner.example.jp' });
    expect(parsePartnerOrigin('https://partner.example.jp:443')).toEqual({ origin: 'https://partner.example.jp' });
    expect(parsePartnerOrigin('https://partner.example.jp:8443')).toEqual({ origin: 'https://partner.example.jp:8443' });
    expect(parsePartnerOrigin('http://localhost:5173')).toEqual({ origin: 'http://localhost:5173' });
    expect(parsePartnerOrigin('http://127.0.0.1:8080')).toEqual({ origin: 'http://127.0.0.1:8080' });
  });

  it('refuses non-URLs, plain http elsewhere, other schemes, and anything beyond the origin', () => {
    for (const input of ['partner.example.jp', 'http://partner.example.jp', 'ftp://partner.example.jp', 'https://partner.example.jp/page',
      'https://partner.example.jp/?a=1', 'https://partner.example.jp/#x', 'https://user:pw@partner.example.jp', '*']) {
      expect(parsePartnerOrigin(input), input).toHaveProperty('error');
    }
  });
});
