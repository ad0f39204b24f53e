import type { Context } from 'koa';
import { LOCALES, type Locale } from '../../domain/i18n/locale.ts';

/**
 * The language of the request's answer: of ours, the one its Accept-Language weighs highest, as
 * Koa's negotiator reads the header (RFC 9110 §12.5.4; a tie goes to the one listed first),
 * Japanese when it names neither or there is no header. The one place that decides it (reference
 * names, messages, e-mails); it marks the answer `Vary: Accept-Language`, so that a cache keeps one
 * copy per language: whatever asks for the language makes an answer that depends on it.
 */
export function answerLanguage(ctx: Context): Locale {
  ctx.vary('Accept-Language');
  return ctx.acceptsLanguages([...LOCALES]) === 'en' ? 'en' : 'ja';
}
