const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over the UTF-16 code units of `text`, as an unsigned 32-bit number. */
function fnv1a(text: string): number {
  let hash = FNV_OFFSET;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, FNV_PRIME);
  }
  return hash >>> 0;
}

/**
 * The code of a town (町域): its city code followed by 8 digits hashed from its postal code and
 * name. It depends on nothing but those three values, so it survives restarts, data updates that
 * add or drop other towns, and reordering. Uniqueness over the shipped data is checked by a test.
 */
export function districtCodeOf(cityCode: string, postalCode: string, townName: string): string {
  const digits = String(fnv1a(`${postalCode}|${townName}`) % 100_000_000).padStart(8, '0');
  return `${cityCode}${digits}`;
}
