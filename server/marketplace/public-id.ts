import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * An id shown to visitors and support staff, e.g. 'KY-7Q2M9D4X1B': a prefix and ten characters
 * of Crockford base32 (50 random bits; the database's unique constraint catches the improbable clash).
 */
export function newPublicId(prefix: string): string {
  const bytes = randomBytes(10);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte & 31];
  return `${prefix}-${id}`;
}
