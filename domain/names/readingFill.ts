import type { Locale } from '../i18n/locale.ts';
import { katakanaReadingOf, vietnameseReadingOf } from './katakanaReading.ts';

/** The reading offered for a name. */
export type ReadingOffer = (name: string) => string | undefined;

/** The languages whose names have a reading table of their own, tried before the general spelling rules. */
const OWN_SPELLINGS: Partial<Record<Locale, ReadingOffer>> = { vi: vietnameseReadingOf };

/**
 * The reading a page of `locale` offers for a name typed in Latin letters (issue 37): a Vietnamese
 * name by the Vietnamese table first (Nguyễn Văn An グエン・ヴァン・アン), any other name by its
 * spelling. Only the languages whose profile offers readings ask for it (domain/i18n/profiles.ts).
 */
export function readingOfferIn(locale: Locale): ReadingOffer {
  const own = OWN_SPELLINGS[locale];
  return own === undefined ? katakanaReadingOf : (name) => own(name) ?? katakanaReadingOf(name);
}

/**
 * The reading (furigana) to hold after the visitor changed the name from `previousName` to `name`.
 * While the reading is empty or still the one offered for the previous name, it follows the name:
 * the reading offered for the new name, or empty when there is none (a stale reading of another
 * name would be wrong). A reading the visitor wrote themselves differs from what was offered, and
 * is kept as it is. Nothing is remembered besides the values, so this holds after a reload too.
 */
export function readingAfterNameChange(previousName: string, name: string, reading: string, offer: ReadingOffer = katakanaReadingOf): string {
  const offered = reading === '' || reading === offer(previousName);
  return offered ? (offer(name) ?? '') : reading;
}
