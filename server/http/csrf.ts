import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { ApiError } from './errors.ts';

/**
 * CSRF protection without a server-side session (OWASP "signed double-submit cookie"):
 * an anonymous visitor cookie holds a random id; the page carries a token
 * `nonce.HMAC(secret, visitorId.nonce)` in `<meta name="csrf-token">`; every POST must send
 * it back in `X-CSRF-Token`. Any instance holding the same secret accepts it. Cross-site
 * writes are also refused by `Sec-Fetch-Site` and `Origin` before the token is looked at.
 */
export const VISITOR_COOKIE = 'vid';
export const CSRF_HEADER = 'x-csrf-token';
const VISITOR_ID = /^[A-Za-z0-9_-]{22,64}$/;
/** Also the answer to an embedded page whose signed grant has expired: the visitor's remedy is the same. */
export const PAGE_EXPIRED_MESSAGE = /*i18n*/ '画面の有効期限が切れました。ページを再読み込みしてからもう一度お試しください。';

/** The 403 a write without a valid token gets. */
const tokenRefused = () => new ApiError(403, [{ code: 'CSRF_INVALID', message: PAGE_EXPIRED_MESSAGE, field: null }]);

function sign(secret: string, visitorId: string, nonce: string): string {
  return createHmac('sha256', secret).update(`${visitorId}.${nonce}`).digest('base64url');
}

export function issueToken(secret: string, visitorId: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${sign(secret, visitorId, nonce)}`;
}

export function verifyToken(secret: string, visitorId: string, token: string): boolean {
  const [nonce, mac, ...rest] = token.split('.');
  if (!nonce || !mac || rest.length > 0) return false;
  const expected = Buffer.from(sign(secret, visitorId, nonce));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The visitor id from the cookie, or a new one set on the response. */
export function visitorId(ctx: Context): string {
  const existing = ctx.cookies.get(VISITOR_COOKIE);
  if (existing && VISITOR_ID.test(existing)) return existing;
  const id = randomBytes(24).toString('base64url');
  ctx.cookies.set(VISITOR_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    maxAge: 365 * 24 * 60 * 60 * 1000,
    overwrite: true,
  });
  return id;
}

function isCrossSite(ctx: Context): boolean {
  const fetchSite = ctx.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = ctx.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host !== ctx.host;
  } catch {
    return true;
  }
}

export const UNSAFE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The visitor id the request's cookie carries, if well-formed. */
export function visitorCookie(ctx: Context): string | undefined {
  const visitor = ctx.cookies.get(VISITOR_COOKIE);
  return visitor && VISITOR_ID.test(visitor) ? visitor : undefined;
}

export interface CsrfOptions {
  secret: string;
  /** What a request's token must be bound to; by default the visitor cookie. */
  subjectOf?: (ctx: Context) => string | undefined;
}

const SUBJECT_STATE = 'csrfSubject';

/**
 * What the accepted CSRF token of a write is bound to: the visitor (their cookie, or their embedded
 * page's signed nonce). Every write that reaches a route has one; it identifies the visitor a write
 * acts for (e.g. whose Idempotency-Key it is).
 */
export function verifiedVisitor(ctx: Context): string {
  const subject: unknown = ctx.state[SUBJECT_STATE];
  if (typeof subject !== 'string') throw tokenRefused();
  return subject;
}

/** Refuses state-changing requests without a valid token with 403 `CSRF_INVALID`. */
export function csrfProtection({ secret, subjectOf = visitorCookie }: CsrfOptions): Middleware {
  return async (ctx, next) => {
    if (UNSAFE_METHODS.has(ctx.method)) {
      const subject = subjectOf(ctx);
      const token = ctx.get(CSRF_HEADER);
      const valid = !isCrossSite(ctx) && !!subject && !!token && verifyToken(secret, subject, token);
      if (!valid) throw tokenRefused();
      ctx.state[SUBJECT_STATE] = subject;
    }
    await next();
  };
}
