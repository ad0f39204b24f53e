import type { Context, Middleware } from 'koa';
import { ERROR_PAGE } from '../../domain/flows/urls.ts';

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

/** The static page any error ends on (no form, no token): the embedded form may land on it inside a partner's iframe. */
const FRAMEABLE_ANYWHERE = new Set([ERROR_PAGE]);

/** Files that partner pages load from their own origin (the embedding snippet). */
const CROSS_ORIGIN_RESOURCES = new Set(['/embed.js']);

/**
 * Security headers on every response. Emotion (MUI's styling) injects <style> tags at
 * run time, hence 'unsafe-inline' for styles only; scripts come from our origin alone.
 */
export function securityHeaders(): Middleware {
  return async (ctx, next) => {
    await next();
    const ancestors = frameAncestorsOf(ctx) ?? (FRAMEABLE_ANYWHERE.has(ctx.path) ? ['*'] : undefined);
    ctx.set({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': CROSS_ORIGIN_RESOURCES.has(ctx.path) ? 'cross-origin' : 'same-origin',
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
    });
    if (!ancestors) ctx.set('X-Frame-Options', 'DENY');
    if (ctx.secure) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
