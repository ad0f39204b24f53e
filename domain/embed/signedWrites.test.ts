import { describe, expect, it } from 'vitest';
import { pageGrantText, signedRequestText, signedWriteHeaders } from './signedWrites.ts';

const grant = { partner: 'acme', keyVersion: 2, issuedAt: 1_700_000_000_000, pageNonce: 'n'.repeat(22) };
const request = { ...grant, method: 'post', path: '/api/estimate/', timestamp: 1_700_000_060_000, requestNonce: 'r'.repeat(22), bodyDigest: 'd' };

describe('signed-write texts', () => {
  it('puts every grant field on its own line after a version tag', () => {
    expect(pageGrantText(grant)).toBe(`hikkoshi-embed-page-v1\nacme\n2\n1700000000000\n${'n'.repeat(22)}`);
  });

  it('covers method (upper-cased), path, grant, timestamp, request nonce and body digest', () => {
    expect(signedRequestText(request).split('\n')).toEqual([
      'hikkoshi-embed-request-v1', 'POST', '/api/estimate/', 'acme', '2', '1700000000000', 'n'.repeat(22), '1700000060000', 'r'.repeat(22), 'd',
    ]);
  });

  it('gives a different text when any one field differs', () => {
    const variants = [{ path: '/api/email/' }, { timestamp: 1 }, { requestNonce: 'x'.repeat(22) }, { bodyDigest: 'e' }, { keyVersion: 3 }];
    for (const change of variants) expect(signedRequestText({ ...request, ...change })).not.toBe(signedRequestText(request));
  });

  it('sends each field in its own header', () => {
    expect(signedWriteHeaders(request, 'sig')).toEqual({
      'X-Embed-Partner': 'acme',
      'X-Embed-Key-Version': '2',
      'X-Embed-Page-Issued-At': '1700000000000',
      'X-Embed-Page-Nonce': 'n'.repeat(22),
      'X-Embed-Timestamp': '1700000060000',
      'X-Embed-Request-Nonce': 'r'.repeat(22),
      'X-Embed-Signature': 'sig',
    });
  });
});
