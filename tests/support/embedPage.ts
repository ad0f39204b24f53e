import { randomBytes } from 'node:crypto';
import { EMBED_PAGE_META, signedWriteHeaders as headersOf } from '../../domain/embed/index.ts';
import { CSRF_HEADER } from '../../server/http/csrf.ts';
import { bodyDigest, requestSignature } from '../../server/embed/page-grant.ts';

/** What an embedded page carries (its `<meta>` tags), as the API tests read it. */
export interface EmbedPage {
  csrfToken: string;
  partner: string;
  keyVersion: number;
  issuedAt: number;
  pageNonce: string;
  pageKey: string;
  parentOrigins: string[];
}

/** The `<meta name content>` tags of a page. */
export function metaTagsOf(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/<meta name="([^"]+)" content="([^"]*)">/g)].map((match) => [match[1]!, match[2]!.replace(/&amp;/g, '&')]));
}

/** The embedded page's grant from its HTML; throws when it carries none. */
export function embedPageOf(html: string): EmbedPage {
  const meta = metaTagsOf(html);
  const read = (name: string) => {
    const value = meta[name];
    if (value === undefined) throw new Error(`the page has no <meta name="${name}">`);
    return value;
  };
  return {
    csrfToken: read('csrf-token'),
    partner: read(EMBED_PAGE_META.partner),
    keyVersion: Number(read(EMBED_PAGE_META.keyVersion)),
    issuedAt: Number(read(EMBED_PAGE_META.pageIssuedAt)),
    pageNonce: read(EMBED_PAGE_META.pageNonce),
    pageKey: read(EMBED_PAGE_META.pageKey),
    parentOrigins: read(EMBED_PAGE_META.parentOrigins).split(' '),
  };
}

export interface SignOptions {
  /** Time of the write, ms; defaults to now. */
  timestamp?: number;
  requestNonce?: string;
}

/**
 * The headers an embedded page's write sends (as the browser builds them): the CSRF token bound to
 * the page, the signature of this exact path and body under the page key, and the browser's
 * `Sec-Fetch-Site: same-origin`. No cookie.
 */
export function signedWriteHeaders(page: EmbedPage, path: string, body: string, options: SignOptions = {}): Record<string, string> {
  const fields = {
    partner: page.partner,
    keyVersion: page.keyVersion,
    issuedAt: page.issuedAt,
    pageNonce: page.pageNonce,
    method: 'POST',
    path,
    timestamp: options.timestamp ?? Date.now(),
    requestNonce: options.requestNonce ?? randomBytes(16).toString('base64url'),
    bodyDigest: bodyDigest(body),
  };
  return {
    cookie: '',
    // The page's own fetch to our API: same origin.
    'sec-fetch-site': 'same-origin',
    [CSRF_HEADER]: page.csrfToken,
    ...headersOf(fields, requestSignature(page.pageKey, fields)),
  };
}
