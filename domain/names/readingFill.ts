import { katakanaReadingOf } from './katakanaReading.ts';

/**
 * The reading (furigana) to hold after the visitor changed the name from `previousName` to `name`.
 * While the reading is empty or still the one offered for the previous name, it follows the name:
 * the reading offered for the new name, or empty when there is none (a stale reading of another
 * name would be wrong). A reading the visitor wrote themselves differs from what was offered, and
 * is kept as it is. Nothing is remembered besides the values, so this holds after a reload too.
 */
export function readingAfterNameChange(previousName: string, name: string, reading: string): string {
  const offered = reading === '' || reading === katakanaReadingOf(previousName);
  return offered ? (katakanaReadingOf(name) ?? '') : reading;
}
