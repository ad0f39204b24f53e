/**
 * The signed writes of the embedded estimate form (spec §6): what the page carries, what every
 * write sends, and the exact text that is signed. Server and browser both build the signed text
 * with `signedRequestText`, so the two can never disagree on it. The hashing itself is done by
 * each side's own crypto (node:crypto on the server, WebCrypto in the browser).
 *
 * How it fits together (the reasoning is in server/embed/page-grant.ts):
 * - the server renders the embedded page with a page grant: partner, key version, the time it was
 *   issued and a random page nonce, plus the page key, an HMAC of those four under the partner's
 *   secret key ("the partner's signature" in the page);
 * - every write sends the grant and its own timestamp and request nonce, and a signature: an HMAC
 *   under the page key of `signedRequestText`. The page key itself never goes over the wire again.
 */

/** Request headers of a signed write; wire names. */
export const EMBED_HEADERS = {
  partner: 'X-Embed-Partner',
  keyVersion: 'X-Embed-Key-Version',
  pageIssuedAt: 'X-Embed-Page-Issued-At',
  pageNonce: 'X-Embed-Page-Nonce',
  timestamp: 'X-Embed-Timestamp',
  requestNonce: 'X-Embed-Request-Nonce',
  signature: 'X-Embed-Signature',
} as const;

/** `<meta name=…>` tags of the embedded page carrying its grant (spec §6 "taken from the page"). */
export const EMBED_PAGE_META = {
  partner: 'embed-partner',
  keyVersion: 'embed-key-version',
  pageIssuedAt: 'embed-page-issued-at',
  pageNonce: 'embed-page-nonce',
  pageKey: 'embed-signature',
  parentOrigins: 'embed-parent-origins',
} as const;

/** A write's timestamp may differ from the server's clock by at most this much, either way. */
export const EMBED_CLOCK_WINDOW_MS = 5 * 60 * 1000;

/** How long a rendered embedded page may send writes (a visitor filling the form at leisure). */
export const EMBED_PAGE_LIFETIME_MS = 2 * 60 * 60 * 1000;

/** Partner ids: lower-case letters, digits and hyphens, as they appear in `?partner=`. */
export const PARTNER_ID_PATTERN = /^[a-z0-9][a-z0-9-]{1,62}$/;

/** Random nonces: base64url, 16 to 64 characters. */
export const EMBED_NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** What the embedded page was issued with. */
export interface EmbedPageGrant {
  partner: string;
  keyVersion: number;
  /** Server time the page was rendered, ms since the epoch. */
  issuedAt: number;
  pageNonce: string;
}

/** Everything a write sends besides its signature. */
export interface SignedRequestFields extends EmbedPageGrant {
  method: string;
  /** Path and query exactly as requested, e.g. `/api/estimate/`. */
  path: string;
  /** Time of this write, ms since the epoch, on the server's clock as the page estimates it. */
  timestamp: number;
  requestNonce: string;
  /** SHA-256 of the request body's UTF-8 bytes, base64url. */
  bodyDigest: string;
}

/** The text of a page grant; its HMAC under the partner's secret key is the page key. */
export function pageGrantText(grant: EmbedPageGrant): string {
  return ['hikkoshi-embed-page-v1', grant.partner, grant.keyVersion, grant.issuedAt, grant.pageNonce].join('\n');
}

/** The text a write's signature covers: every field, one per line, so no two requests share a text. */
export function signedRequestText(fields: SignedRequestFields): string {
  return [
    'hikkoshi-embed-request-v1',
    fields.method.toUpperCase(),
    fields.path,
    fields.partner,
    fields.keyVersion,
    fields.issuedAt,
    fields.pageNonce,
    fields.timestamp,
    fields.requestNonce,
    fields.bodyDigest,
  ].join('\n');
}

/** The headers of a signed write (wire names), from its fields and signature. */
export function signedWriteHeaders(fields: SignedRequestFields, signature: string): Record<string, string> {
  return {
    [EMBED_HEADERS.partner]: fields.partner,
    [EMBED_HEADERS.keyVersion]: String(fields.keyVersion),
    [EMBED_HEADERS.pageIssuedAt]: String(fields.issuedAt),
    [EMBED_HEADERS.pageNonce]: fields.pageNonce,
    [EMBED_HEADERS.timestamp]: String(fields.timestamp),
    [EMBED_HEADERS.requestNonce]: fields.requestNonce,
    [EMBED_HEADERS.signature]: signature,
  };
}
