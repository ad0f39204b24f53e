import * as crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMBED_CLOCK_WINDOW_MS, EMBED_PAGE_LIFETIME_MS, type SignedRequestFields } from '../../domain/embed/index.ts';
import { bodyDigest, issuePageGrant, requestSignature, signaturesMatch, verifySignedRequest, type PartnerKey } from './page-grant.ts';

vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof crypto>();
  return { ...original, timingSafeEqual: vi.fn(original.timingSafeEqual) };
});

const T0 = new Date('2026-11-23T06:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const MINUTE = 60_000;
const currentKey: PartnerKey = { version: 1, secret: 'partner-secret-v1', validUntil: null };

/** A write signed the way the browser signs it, from a page rendered at `pageAt`. */
function signedWrite(key: PartnerKey, pageAt: Date, writeAt: Date, body = '{"zipCode":"1000001"}') {
  const { grant, pageKey } = issuePageGrant('acme', key, pageAt);
  const fields: SignedRequestFields = {
    ...grant,
    method: 'POST',
    path: '/api/postal/',
    timestamp: writeAt.getTime(),
    requestNonce: crypto.randomBytes(16).toString('base64url'),
    bodyDigest: bodyDigest(body),
  };
  return { fields, signature: requestSignature(pageKey, fields) };
}

afterEach(() => vi.mocked(crypto.timingSafeEqual).mockClear());

describe('verifySignedRequest', () => {
  it('accepts a write signed with the page key of a current partner key', () => {
    const write = signedWrite(currentKey, T0, at(MINUTE));
    expect(verifySignedRequest({ ...write, key: currentKey, now: at(MINUTE) })).toBe('valid');
  });

  describe('time window', () => {
    it('accepts a timestamp up to 5 minutes either side of the server clock, and refuses one beyond', () => {
      const now = at(30 * MINUTE);
      const check = (offset: number) => verifySignedRequest({ ...signedWrite(currentKey, T0, at(30 * MINUTE + offset)), key: currentKey, now });
      expect(check(-EMBED_CLOCK_WINDOW_MS)).toBe('valid');
      expect(check(EMBED_CLOCK_WINDOW_MS)).toBe('valid');
      expect(check(-EMBED_CLOCK_WINDOW_MS - 1)).toBe('expired');
      expect(check(EMBED_CLOCK_WINDOW_MS + 1)).toBe('expired');
    });

    it('refuses writes from a page older than its lifetime, or issued in the future beyond the window', () => {
      const old = at(EMBED_PAGE_LIFETIME_MS + 1);
      expect(verifySignedRequest({ ...signedWrite(currentKey, T0, old), key: currentKey, now: old })).toBe('expired');
      const late = at(EMBED_PAGE_LIFETIME_MS);
      expect(verifySignedRequest({ ...signedWrite(currentKey, T0, late), key: currentKey, now: late })).toBe('valid');
      const future = signedWrite(currentKey, at(EMBED_CLOCK_WINDOW_MS + 1), T0);
      expect(verifySignedRequest({ ...future, key: currentKey, now: T0 })).toBe('expired');
    });
  });

  describe('key rotation', () => {
    const v1InGrace: PartnerKey = { ...currentKey, validUntil: at(24 * 60 * MINUTE) };
    const v2: PartnerKey = { version: 2, secret: 'partner-secret-v2', validUntil: null };

    it('keeps a page signed with the previous version valid until its grace period ends', () => {
      const write = signedWrite(currentKey, T0, at(MINUTE));
      expect(verifySignedRequest({ ...write, key: v1InGrace, now: at(MINUTE) })).toBe('valid');
      const afterGrace = signedWrite(currentKey, at(24 * 60 * MINUTE - MINUTE), at(24 * 60 * MINUTE));
      expect(verifySignedRequest({ ...afterGrace, key: v1InGrace, now: at(24 * 60 * MINUTE) })).toBe('expired');
    });

    it('accepts pages of the new version, and refuses a grant checked against the wrong version or secret', () => {
      const write = signedWrite(v2, T0, at(MINUTE));
      expect(verifySignedRequest({ ...write, key: v2, now: at(MINUTE) })).toBe('valid');
      expect(verifySignedRequest({ ...write, key: currentKey, now: at(MINUTE) })).toBe('forged');
      expect(verifySignedRequest({ ...write, key: { ...v2, secret: 'another' }, now: at(MINUTE) })).toBe('forged');
      expect(verifySignedRequest({ ...write, key: undefined, now: at(MINUTE) })).toBe('forged');
    });
  });

  describe('forgeries', () => {
    const write = signedWrite(currentKey, T0, at(MINUTE));
    const verdict = (change: Partial<SignedRequestFields>, signature = write.signature) =>
      verifySignedRequest({ fields: { ...write.fields, ...change }, signature, key: currentKey, now: at(MINUTE) });

    it('refuses a write whose body, path, partner, page, nonce or timestamp differs from what was signed', () => {
      expect(verdict({ bodyDigest: bodyDigest('{"zipCode":"9999999"}') })).toBe('forged');
      expect(verdict({ path: '/api/estimate/' })).toBe('forged');
      expect(verdict({ partner: 'other' })).toBe('forged');
      expect(verdict({ pageNonce: 'A'.repeat(22) })).toBe('forged');
      expect(verdict({ issuedAt: T0.getTime() + 1 })).toBe('forged');
      expect(verdict({ requestNonce: 'B'.repeat(22) })).toBe('forged');
      expect(verdict({ timestamp: at(MINUTE).getTime() + 1 })).toBe('forged');
    });

    it('refuses malformed and truncated signatures', () => {
      for (const signature of ['', 'abc', write.signature.slice(0, -1), `${write.signature}A`, `${write.signature.slice(0, -1)}!`]) {
        expect(verdict({}, signature)).toBe('forged');
      }
    });
  });
});

describe('signaturesMatch (constant time)', () => {
  const expected = signedWrite(currentKey, T0, T0).signature;
  const flip = (signature: string, index: number) =>
    signature.slice(0, index) + (signature[index] === 'A' ? 'B' : 'A') + signature.slice(index + 1);

  it('compares every well-formed candidate with timingSafeEqual on two 43-byte texts, wherever it differs', () => {
    for (const candidate of [expected, flip(expected, 0), flip(expected, 21), flip(expected, 42)]) {
      vi.mocked(crypto.timingSafeEqual).mockClear();
      expect(signaturesMatch(expected, candidate)).toBe(candidate === expected);
      expect(crypto.timingSafeEqual).toHaveBeenCalledTimes(1);
      const [a, b] = vi.mocked(crypto.timingSafeEqual).mock.calls[0]! as [Buffer, Buffer];
      expect([a.length, b.length]).toEqual([43, 43]);
    }
  });

  it('refuses a candidate of another length without comparing bytes (the length of a signature is public)', () => {
    expect(signaturesMatch(expected, expected.slice(1))).toBe(false);
    expect(crypto.timingSafeEqual).not.toHaveBeenCalled();
  });
});
