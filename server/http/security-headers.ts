import type { Middleware } from 'koa';

/** Pages that partner sites may show in an iframe (spec §2, embedded estimate flow). */
const FRAMEABLE = /^\/embed-mitsumori(\/|$)/;

/**
 * Security headers on every response. Emotion (MUI's styling) injects <style> tags at
 * run time, hence 'unsafe-inline' for styles only; scripts come from our origin alone.
 */
export function securityHeaders(): Middleware {
  return async (ctx, next) => {
    await next();
    const frameable = FRAMEABLE.test(ctx.path);
    ctx.set({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
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
        `frame-ancestors ${frameable ? '*' : "'none'"}`,
      ].join('; '),
    });
    if (!frameable) ctx.set('X-Frame-Options', 'DENY');
    if (ctx.secure) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
