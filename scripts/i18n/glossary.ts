import { GLOSSARY } from '../../domain/i18n/glossary.ts';
import type { Locale } from '../../domain/i18n/profiles.ts';

/** A message whose translation lacks the glossary's word for a term its Japanese holds. */
export interface GlossaryMiss {
  message: string;
  translation: string;
  term: string;
  words: readonly string[];
}

/**
 * The messages of a catalogue (Japanese → `locale`) that say a glossary term another way than the
 * glossary does (domain/i18n/glossary.ts). A term without words for `locale` is not checked.
 */
export function glossaryMisses(locale: Exclude<Locale, 'ja'>, translations: ReadonlyMap<string, string>): GlossaryMiss[] {
  const misses: GlossaryMiss[] = [];
  for (const [message, translation] of translations) {
    const folded = translation.toLocaleLowerCase(locale);
    for (const term of GLOSSARY) {
      const words = term[locale];
      if (words === undefined || !term.ja.some((spelling) => message.includes(spelling))) continue;
      if (!words.some((word) => folded.includes(word.toLocaleLowerCase(locale)))) misses.push({ message, translation, term: term.ja[0]!, words });
    }
  }
  return misses;
}
