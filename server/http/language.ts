import type { Context } from 'koa';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../domain/i18n/locale.ts';

/**
 * The language of the request's answer: of ours, the one its Accept-Language weighs highest, as
 * Koa's negotiator reads the header (RFC 9110 §12.5.4; a tie goes to the one listed first),
 * Japanese when it names none or there is no header. A language matches its regional and script
 * tags: zh-CN and zh-Hans, and zh-TW, zh-HK and zh-Hant too, read Chinese, which the product writes
 * in simplified characters only (README). The one place that decides it (reference
 * names, messages, e-mails); it marks the answer `Vary: Accept-Language`, so that a cache keeps one
 * copy per language: whatever asks for the language makes an answer that depends on it.
 */
export function answerLanguage(ctx: Context): Locale {
  ctx.vary('Accept-Language');
  const accepted = ctx.acceptsLanguages([...LOCALES]);
  return LOCALES.find((locale) => locale === accepted) ?? DEFAULT_LOCALE;
}
