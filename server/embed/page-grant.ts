import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  EMBED_CLOCK_WINDOW_MS,
  EMBED_PAGE_LIFETIME_MS,
  pageGrantText,
  signedRequestText,
  type EmbedPageGrant,
  type SignedRequestFields,
} from '../../domain/embed/index.ts';

/**
 * Signed writes of the embedded form: what is signed, by whom, and why.
 *
 * The form runs in a browser inside a partner's page, so it can hold no lasting secret: whatever it
 * holds, anyone can get by loading the page. A signature therefore cannot prove *who* writes; what
 * it can prove is that a write came through a page we rendered for that partner, recently, and
 * that it is not a copy of a write already accepted. So:
 *
 * 1. Each partner has a secret key (with a version) that never leaves the server. Rendering
 *    /embed-mitsumori/?partner=ID, the server makes a page grant (partner, key version, issued-at
 *    time, random page nonce) and the page key = HMAC-SHA256(partner key, grant). Grant and page
 *    key go into the page. Only a server holding the partner key can make a page key, so a grant
 *    naming a partner cannot be invented, and rotating or disabling a partner ends its pages.
 * 2. Every write sends the grant plus its own timestamp and random request nonce, and the
 *    signature HMAC-SHA256(page key, signedRequestText) over method, path, grant, timestamp,
 *    request nonce and the SHA-256 of the body. The page key itself is never sent again, so a
 *    copied request (a log, a proxy, a browser extension reading traffic) gives no means to sign
 *    another body or another nonce.
 * 3. The server recomputes the page key from the grant, recomputes the signature and compares the
 *    two in constant time (timingSafeEqual), so response timing tells nothing about how much of a
 *    guess was right. It then checks the key version (current, or the previous one within its
 *    grace period after a rotation), the page's age (EMBED_PAGE_LIFETIME_MS) and the write's
 *    timestamp (±EMBED_CLOCK_WINDOW_MS of the server clock).
 * 4. Replays: the (page nonce, request nonce) pair of every accepted write is recorded in the
 *    database (`embed_request_proofs`, a primary key, so concurrent copies on several instances
 *    race on one row and only one wins). A pair seen before is refused. Because a timestamp is
 *    only good for ±5 minutes, a record older than 10 minutes can never match an acceptable
 *    request again and is deleted.
 *
 * The browser estimates the server's clock as the grant's issued-at time plus the time elapsed on
 * its own clock since it read the page, so a visitor's wrong clock does not matter.
 */

/** A partner's signing key of one version. */
export interface PartnerKey {
  version: number;
  secret: string;
  /** Null while it is the current key; after a rotation, the end of its grace period. */
  validUntil: Date | null;
}

const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A fresh random secret for a partner key (256 bits, base64url). */
export function newPartnerSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** A fresh random nonce (128 bits, base64url, 22 characters). */
export function newNonce(): string {
  return randomBytes(16).toString('base64url');
}

function hmac(key: string, text: string): string {
  return createHmac('sha256', key).update(text, 'utf8').digest('base64url');
}

/** The page key of a grant: the HMAC of the grant under the partner's secret. */
export function pageKeyOf(secret: string, grant: EmbedPageGrant): string {
  return hmac(secret, pageGrantText(grant));
}

/** A grant for a page rendered now, and its page key. */
export function issuePageGrant(partner: string, key: PartnerKey, now: Date): { grant: EmbedPageGrant; pageKey: string } {
  const grant = { partner, keyVersion: key.version, issuedAt: now.getTime(), pageNonce: newNonce() };
  return { grant, pageKey: pageKeyOf(key.secret, grant) };
}

/** SHA-256 of a request body's UTF-8 bytes, base64url (what the browser computes with WebCrypto). */
export function bodyDigest(body: string): string {
  return createHash('sha256').update(body, 'utf8').digest('base64url');
}

/** The signature of a write under a page key (the browser's side, used here by tests and tools). */
export function requestSignature(pageKey: string, fields: SignedRequestFields): string {
  return hmac(pageKey, signedRequestText(fields));
}

/** Whether two base64url HMAC-SHA256 values are equal, in time that does not depend on where they differ. */
export function signaturesMatch(expected: string, given: string): boolean {
  // A well-formed signature is always 43 characters, so refusing other lengths early reveals nothing.
  if (!SIGNATURE_PATTERN.test(given)) return false;
  // The texts are compared, not the decoded bytes: the last character's two spare bits would
  // otherwise let several texts stand for one signature.
  return timingSafeEqual(Buffer.from(expected, 'ascii'), Buffer.from(given, 'ascii'));
}

export type SignatureVerdict = 'valid' | 'forged' | 'expired';

export interface SignedRequestCheck {
  fields: SignedRequestFields;
  signature: string;
  /** The partner's key of the version the request names; undefined when it has no such version. */
  key: PartnerKey | undefined;
  now: Date;
}

/**
 * Checks one signed write: `forged` when the key version is unknown or the signature does not
 * match; `expired` when it matches but its key's grace period, its page's lifetime or the ±5 minute
 * window of its timestamp is over. (Replays are the repository's job: they need shared state.)
 */
export function verifySignedRequest({ fields, signature, key, now }: SignedRequestCheck): SignatureVerdict {
  if (!key || key.version !== fields.keyVersion) return 'forged';
  const expected = requestSignature(pageKeyOf(key.secret, fields), fields);
  if (!signaturesMatch(expected, signature)) return 'forged';
  const time = now.getTime();
  if (key.validUntil !== null && key.validUntil.getTime() <= time) return 'expired';
  if (time - fields.issuedAt > EMBED_PAGE_LIFETIME_MS || fields.issuedAt - time > EMBED_CLOCK_WINDOW_MS) return 'expired';
  if (Math.abs(fields.timestamp - time) > EMBED_CLOCK_WINDOW_MS) return 'expired';
  return 'valid';
}
