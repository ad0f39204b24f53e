import type { Context } from 'koa';
import type { Locale } from '../../domain/i18n/locale.ts';

interface Range {
  /** The primary language subtag in lower case ('en' for en-US), or '*'. */
  language: string;
  quality: number;
}

/** One entry of Accept-Language: a language range and an optional weight ("en-US", "ja;q=0.5", "*;q=0.1"). */
const RANGE = /^(?<tag>\*|[a-z]{1,8}(?:-[a-z0-9]{1,8})*)(?:;\s*q=(?<q>[0-9](?:\.[0-9]{0,3})?))?$/iu;

function rangesOf(header: string): Range[] {
  return header.split(',').flatMap((entry) => {
    const groups = RANGE.exec(entry.trim())?.groups;
    if (groups === undefined) return [];
    const quality = groups.q === undefined ? 1 : Number(groups.q);
    const language = (groups.tag ?? '').split('-')[0]?.toLowerCase() ?? '';
    return quality <= 1 ? [{ language, quality }] : [];
  });
}

/** How much the ranges accept a language: its best range, else the wildcard's, else not at all. */
function qualityOf(ranges: readonly Range[], language: Locale): number {
  const own = ranges.filter((range) => range.language === language);
  const matching = own.length > 0 ? own : ranges.filter((range) => range.language === '*');
  return Math.max(0, ...matching.map((range) => range.quality));
}

/**
 * The language to answer in for an Accept-Language header (RFC 9110 §12.5.4): English when the
 * client weighs English above Japanese ("en-US,en;q=0.9,ja;q=0.5", "en", "fr,en;q=0.5"), Japanese
 * otherwise: on a tie, for "ja,en;q=0.8", for languages we do not have, and with no header at all.
 * Unreadable entries are skipped.
 */
export function preferredLanguage(acceptLanguage: string | undefined): Locale {
  const ranges = rangesOf(acceptLanguage ?? '');
  return qualityOf(ranges, 'en') > qualityOf(ranges, 'ja') ? 'en' : 'ja';
}

/**
 * The language of the request's answer, from its Accept-Language: the one place that decides it
 * (reference names, messages, e-mails). It marks the answer `Vary: Accept-Language`, so that a cache
 * keeps one copy per language: whatever asks for the language makes an answer that depends on it.
 */
export function answerLanguage(ctx: Context): Locale {
  ctx.vary('Accept-Language');
  return preferredLanguage(ctx.get('accept-language') || undefined);
}
