/**
 * The key a message is kept under in the compiled English catalogue: a 32-bit FNV-1a hash of its
 * Japanese id, in base 36 (at most 7 characters instead of a sentence of Japanese, which halves the
 * catalogue an English page loads). `npm run i18n` refuses two messages with one key.
 */
export function messageKey(id: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
