/*
 * Addresses the English way, smallest part first, as the English pages and e-mails write them
 * (1-2-3 Shinjuku, Shinjuku-ku, Tokyo 160-0022). Japanese writes the largest part first and each
 * place says how (the pages and the e-mails do not write it alike).
 */

/** A place from its names largest first, as Japan lists them: 'Tokyo', 'Shinjuku-ku', 'Nishishinjuku' → 'Nishishinjuku, Shinjuku-ku, Tokyo'. */
export function englishPlace(namesLargestFirst: readonly string[]): string {
  return namesLargestFirst.filter((name) => name !== '').reverse().join(', ');
}

/** An address as its reader knows it: the place in English order and the rest as typed. */
export interface EnglishAddressParts {
  /** The postal code's 7 digits, '' for none. */
  postalCode: string;
  /** The place, smallest part first (`englishPlace`): 'Shinjuku, Shinjuku-ku, Tokyo'. */
  place: string;
  /** Whether the place starts with its town (district): the typed parts then lead it, without a comma. */
  withTown: boolean;
  /** What the visitor typed (town area, house number and building), in their order; blank ones are left out. */
  details: readonly string[];
}

/**
 * A whole address the English way: '1-2-3 Shinjuku, Shinjuku-ku, Tokyo 160-0022'. The typed parts
 * lead the town ('1-2-3 Shinjuku'); without a town they stand apart from the city ('4-5-6,
 * Shinjuku-ku, Tokyo'). The postal code comes last, without the 〒 mark.
 */
export function englishAddress({ postalCode, place, withTown, details }: EnglishAddressParts): string {
  const typed = details.map((detail) => detail.trim()).filter((detail) => detail !== '').join(' ');
  const line = typed === '' ? place : `${typed}${withTown ? '' : ','} ${place}`;
  return postalCode === '' ? line : `${line} ${postalCode.slice(0, 3)}-${postalCode.slice(3)}`;
}
