import { API_ERROR_CODES } from '../../domain/api/errors.ts';
import type { EmailCheckResponse } from '../../domain/api/lookups.ts';
import { translateMessage, type Message, type Translator } from '../../domain/i18n/message.ts';
import { SUGGESTED_EMAIL_DOMAINS } from '../../domain/options/emailDomains.ts';

/** Real mail domains one or two keystrokes away from a suggested one: never reported as typos. */
const KNOWN_DOMAINS: ReadonlySet<string> = new Set([
  'mail.com', 'email.com', 'gmx.com', 'yahoo.com', 'yahoo.co.uk', 'ymail.com', 'cloud.com', 'me.com', 'mac.com',
  'hotmail.com', 'outlook.com', 'outlook.jp', 'live.jp', 'softbank.ne.jp', 'docomo.co.jp', 'ezweb.com', 'au.com',
]);
/** Largest edit distance still taken for a typo. */
const MAX_TYPO_DISTANCE = 2;

/** Edit distance with adjacent transpositions counted as one edit (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  // Three rolling rows of the table: distances between prefixes of a (rows) and of b (columns).
  let beforePrevious = new Int32Array(b.length + 1);
  let previous = Int32Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      let best = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, substitution);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, (beforePrevious[j - 2] as number) + 1);
      current[j] = best;
    }
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return previous[b.length] as number;
}

/** The suggested domain (spec §3) the typed domain most likely misspells, if any. */
export function likelyIntendedDomain(domain: string): string | undefined {
  const typed = domain.toLowerCase();
  if (SUGGESTED_EMAIL_DOMAINS.includes(typed) || KNOWN_DOMAINS.has(typed)) return undefined;
  let best: { domain: string; distance: number } | undefined;
  for (const candidate of SUGGESTED_EMAIL_DOMAINS) {
    const distance = editDistance(typed, candidate);
    if (distance <= MAX_TYPO_DISTANCE && (best === undefined || distance < best.distance)) best = { domain: candidate, distance };
  }
  return best?.domain;
}

/** The sentence offering the corrected address: 「taro@gmail.com の入力間違いではありませんか？」 */
function typoQuestion(suggestion: string): Message {
  return /*i18n*/ { id: '{suggestion} の入力間違いではありませんか？', values: { suggestion } };
}

/** Looks for a misspelt popular domain (gmial.com → gmail.com) in a well-formed address; the answer's sentence reads in `translator`'s language. */
export function checkEmail(email: string, translator: Translator): EmailCheckResponse {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  const intended = likelyIntendedDomain(trimmed.slice(at + 1));
  if (intended === undefined) return { message: null };
  const suggestion = `${trimmed.slice(0, at)}@${intended}`;
  return { message: API_ERROR_CODES.emailDomainTypo, text: translateMessage(translator, typoQuestion(suggestion)), suggestion };
}
