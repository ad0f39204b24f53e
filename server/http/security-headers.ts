import type { Context, Middleware } from 'koa';
import { PRIVATE_PAGES } from '../../domain/flows/privatePages.ts';
import { ERROR_PAGE } from '../../domain/flows/urls.ts';
import { pathWithoutLocale } from '../../domain/i18n/locale.ts';

const FRAME_ANCESTORS_STATE = 'frameAncestors';

/**
 * Lets this response be shown in frames of the given origins (`frame-ancestors`); every other
 * response may not be framed at all. The embedded form's page calls it with its partner's origins.
 */
export function allowFramingBy(ctx: Context, ancestors: readonly string[]): void {
  ctx.state[FRAME_ANCESTORS_STATE] = ancestors;
}

function frameAncestorsOf(ctx: Context): readonly string[] | undefined {
  const ancestors: unknown = ctx.state[FRAME_ANCESTORS_STATE];
  return Array.isArray(ancestors) && ancestors.length > 0 ? (ancestors as string[]) : undefined;
}

/** The static page any error ends on (no form, no token), in either language: the embedded form may land on it inside a partner's iframe. */
const FRAMEABLE_ANYWHERE = new Set([ERROR_PAGE]);

/** Pages opened by a private link: whatever they link to learns nothing of where the visitor came from. */
const PRIVATE_PAGE_PREFIXES = Object.values(PRIVATE_PAGES);

/** Files that partner pages load from their own origin (the embedding snippet). */
const CROSS_ORIGIN_RESOURCES = new Set(['/embed.js']);

/** The headers every response carries, whatever it is. */
const EVERY_RESPONSE: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** The headers of a response that may be framed by `ancestors` (none: by no page) and loaded cross-origin or not. */
function headersFor(ancestors: readonly string[] | undefined, crossOrigin: boolean): Record<string, string> {
  return {
    ...EVERY_RESPONSE,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': crossOrigin ? 'cross-origin' : 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
      `frame-ancestors ${ancestors ? ancestors.join(' ') : "'none'"}`,
    ].join('; '),
    ...(ancestors ? {} : { 'X-Frame-Options': 'DENY' }),
  };
}

/**
 * The headers of an API answer: JSON is never a document, so it may load nothing and be framed by
 * nothing (OWASP's REST guidance); the document policies (opener, permissions) do not apply to it.
 */
const API_ANSWER: Record<string, string> = {
  ...EVERY_RESPONSE,
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
};

/** The headers of every other response (pages, files), made once at start. */
const UNFRAMEABLE = headersFor(undefined, false);
const UNFRAMEABLE_CROSS_ORIGIN = headersFor(undefined, true);
const FRAMEABLE_ANYWHERE_HEADERS = headersFor(['*'], false);

const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers of an API answer, for one made ahead of `securityHeaders` (the health check). */
export function setApiAnswerHeaders(ctx: Context): void {
  ctx.set(API_ANSWER);
  if (ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
}

/**
 * Security headers on every response. Emotion (MUI's styling) injects <style> tags at
 * run time, hence 'unsafe-inline' for styles only; scripts come from our origin alone.
 * Only the embedded form's page, framed by its partner's origins, has its headers made per request.
 */
export function securityHeaders(): Middleware {
  return async (ctx, next) => {
    await next();
    const partnerAncestors = frameAncestorsOf(ctx);
    if (partnerAncestors) ctx.set(headersFor(partnerAncestors, false));
    else if (FRAMEABLE_ANYWHERE.has(pathWithoutLocale(ctx.path))) ctx.set(FRAMEABLE_ANYWHERE_HEADERS);
    else if (ctx.path.startsWith('/api/')) return setApiAnswerHeaders(ctx);
    else ctx.set(CROSS_ORIGIN_RESOURCES.has(ctx.path) ? UNFRAMEABLE_CROSS_ORIGIN : UNFRAMEABLE);
    if (PRIVATE_PAGE_PREFIXES.some((prefix) => pathWithoutLocale(ctx.path).startsWith(prefix))) ctx.set('Referrer-Policy', 'no-referrer');
    if (ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
  };
}
