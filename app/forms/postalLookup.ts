import type { PostalResult } from '../../domain/api/lookups.ts';
import { POSTAL_CODE_LENGTH } from '../../domain/validation/addressRules.ts';
import type { CityStore } from '../stores/resources/CityStore.ts';

/** What a postal-code lookup means for an address form (spec §4, §5). */
export type PostalOutcome =
  | { kind: 'filled'; address: PostalResult }
  | { kind: 'suggest'; addresses: PostalResult[] }
  | { kind: 'error'; message: string }
  | { kind: 'cancelled' };

/** Looks a postal code up: a full code with one address fills the form, otherwise the addresses are suggested; a failure is an error. */
export async function lookUpPostalCode(cities: CityStore, zipCode: string): Promise<PostalOutcome> {
  const lookup = await cities.lookupPostal(zipCode);
  if (lookup.kind === 'cancelled') return lookup;
  if (lookup.kind === 'failed') return { kind: 'error', message: lookup.message };
  const [first] = lookup.addresses;
  if (zipCode.length === POSTAL_CODE_LENGTH && lookup.addresses.length === 1 && first) return { kind: 'filled', address: first };
  return { kind: 'suggest', addresses: lookup.addresses };
}
