import type { Context, Middleware } from 'koa';
import { EMBED_HEADERS, EMBED_NONCE_PATTERN, PARTNER_ID_PATTERN, type SignedRequestFields } from '../../domain/embed/index.ts';
import type { Database } from '../db/database.ts';
import { conflict, forbidden } from '../errors/refusal.ts';
import { PAGE_EXPIRED_MESSAGE, UNSAFE_METHODS, visitorCookie } from '../http/csrf.ts';
import { bodyDigest, verifySignedRequest } from './page-grant.ts';
import { findPartner, recordRequestProof } from './partner-repository.ts';

const UNVERIFIED_MESSAGE = /*i18n*/ '送信内容を確認できませんでした。ページを再読み込みしてからもう一度お試しください。';

export const EMBED_ERRORS = {
  missing: { code: 'EMBED_SIGNATURE_MISSING', message: UNVERIFIED_MESSAGE },
  forged: { code: 'EMBED_SIGNATURE_INVALID', message: UNVERIFIED_MESSAGE },
  expired: { code: 'EMBED_SIGNATURE_EXPIRED', message: PAGE_EXPIRED_MESSAGE },
  replayed: { code: 'EMBED_SIGNATURE_REPLAYED', message: /*i18n*/ 'この送信はすでに受け付けています。新しく送信するにはページを再読み込みしてください。' },
  partnerUnavailable: { code: 'EMBED_PARTNER_UNAVAILABLE', message: /*i18n*/ 'このサイトからの見積もり依頼は現在受け付けていません。' },
  notFromForm: { code: 'EMBED_NOT_FROM_FORM', message: UNVERIFIED_MESSAGE },
} as const;

/**
 * What the CSRF token of an embedded page is bound to: the page's nonce, not a cookie.
 *
 * Why: our own pages bind the token to the `vid` visitor cookie (SameSite=Lax). Inside a partner's
 * iframe the page is a third-party context: Chromium does not send a Lax cookie with the frame's
 * requests, and with third-party cookies blocked (incognito, user settings, other browsers by
 * default) it sends no cookie at all, so SameSite=None or Partitioned cookies would still fail for
 * part of the visitors (and need https, which the loopback tests do not have). The embedded page
 * therefore carries a token bound to its signed page nonce, and its writes send the nonce in
 * `X-Embed-Page-Nonce`. That is as strong as the cookie binding: CSRF is a foreign page making the
 * visitor's browser send a write; a foreign page cannot read our page to learn a nonce and its
 * token, cannot add custom headers to a cross-site request without a CORS preflight we never
 * grant, and `Sec-Fetch-Site`/`Origin` are still checked. The embedded writes carry no ambient
 * credential at all, and the page nonce is itself authenticated by the write's signature below
 * (a request naming a page nonce is an embedded write and must be signed).
 */
export function embedCsrfSubject(pageNonce: string): string {
  return `embed-page:${pageNonce}`;
}

/** The CSRF subject of a request: its embedded page's nonce when it names one, else the visitor cookie. */
export function csrfSubjectOf(ctx: Context): string | undefined {
  const pageNonce = ctx.get(EMBED_HEADERS.pageNonce);
  return pageNonce && EMBED_NONCE_PATTERN.test(pageNonce) ? embedCsrfSubject(pageNonce) : visitorCookie(ctx);
}

const PARTNER_STATE = 'embedPartner';

/** The partner whose signed page a write came through, or null for a write from our own pages. */
export function embedPartnerOf(ctx: Context): string | null {
  const partner: unknown = ctx.state[PARTNER_STATE];
  return typeof partner === 'string' ? partner : null;
}

const INTEGER = /^\d{1,15}$/;

type EmbedHeaders = { kind: 'none' } | { kind: 'incomplete' } | { kind: 'signed'; fields: SignedRequestFields; signature: string };

/** The signed-write headers of a request: none at all, some missing or malformed, or all of them. */
function readEmbedHeaders(ctx: Context): EmbedHeaders {
  const values = Object.fromEntries(Object.entries(EMBED_HEADERS).map(([field, header]) => [field, ctx.get(header)])) as Record<
    keyof typeof EMBED_HEADERS,
    string
  >;
  if (Object.values(values).every((value) => value === '')) return { kind: 'none' };
  const wellFormed =
    PARTNER_ID_PATTERN.test(values.partner) &&
    INTEGER.test(values.keyVersion) &&
    INTEGER.test(values.pageIssuedAt) &&
    EMBED_NONCE_PATTERN.test(values.pageNonce) &&
    INTEGER.test(values.timestamp) &&
    EMBED_NONCE_PATTERN.test(values.requestNonce) &&
    values.signature !== '';
  if (!wellFormed) return { kind: 'incomplete' };
  return {
    kind: 'signed',
    signature: values.signature,
    fields: {
      method: ctx.method,
      path: ctx.originalUrl,
      partner: values.partner,
      keyVersion: Number(values.keyVersion),
      issuedAt: Number(values.pageIssuedAt),
      pageNonce: values.pageNonce,
      timestamp: Number(values.timestamp),
      requestNonce: values.requestNonce,
      bodyDigest: bodyDigest(ctx.request.rawBody ?? ''),
    },
  };
}

const refuse = (error: { code: string; message: string }) => forbidden(error.code, error.message);

/**
 * Checks every write that comes from an embedded page (any `X-Embed-*` header), after the body is
 * parsed and before any route runs: a write the browser does not report as coming from our own
 * origin (`Sec-Fetch-Site: same-origin`, which the embedded page's fetch carries) and a missing,
 * malformed, forged, expired or replayed signature are refused (403, a replay 409) and nothing is
 * stored. The route stores the write as the partner's only while the partner is still enabled
 * (`lockEnabledPartner`, in the write's own transaction). An accepted write records its proof and names
 * its partner for the route (`embedPartnerOf`). Writes without those headers are our own pages'.
 * The reasoning behind what is signed is in page-grant.ts.
 */
export function signedEmbedWrites({ db, now }: { db: Database; now: () => Date }): Middleware {
  return async (ctx, next) => {
    if (!UNSAFE_METHODS.has(ctx.method)) return next();
    const headers = readEmbedHeaders(ctx);
    if (headers.kind === 'none') return next();
    if (headers.kind === 'incomplete') throw refuse(EMBED_ERRORS.missing);
    // Our embedded page fetches our API: the browser says same-origin. A script elsewhere (or none at all) is not our page.
    if (ctx.get('sec-fetch-site') !== 'same-origin') throw refuse(EMBED_ERRORS.notFromForm);
    const { fields, signature } = headers;
    const partner = await findPartner(db, fields.partner);
    if (!partner?.enabled) throw refuse(EMBED_ERRORS.partnerUnavailable);
    const time = now();
    const key = partner.keys.find((candidate) => candidate.version === fields.keyVersion);
    const verdict = verifySignedRequest({ fields, signature, key, now: time });
    if (verdict !== 'valid') throw refuse(EMBED_ERRORS[verdict]);
    const recorded = await recordRequestProof(db, { pageNonce: fields.pageNonce, requestNonce: fields.requestNonce, partner: partner.id }, time);
    if (!recorded) throw conflict(EMBED_ERRORS.replayed.code, EMBED_ERRORS.replayed.message);
    ctx.state[PARTNER_STATE] = partner.id;
    await next();
  };
}
