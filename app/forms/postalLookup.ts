import { resolvePostalLookup } from '../../domain/address/addressChanges.ts';
import type { PostalResult } from '../../domain/api/lookups.ts';
import { POSTAL_CODE_LENGTH } from '../../domain/validation/addressRules.ts';
import type { CityStore } from '../stores/resources/CityStore.ts';

/** What a postal-code lookup means for an address form (spec §4, §5). */
export type PostalOutcome =
  | { kind: 'filled'; address: PostalResult }
  /** `message` says why a full 7-digit code did not fill the form (no address, or several). */
  | { kind: 'suggest'; addresses: PostalResult[]; message?: string }
  | { kind: 'error'; message: string }
  | { kind: 'cancelled' };

/**
 * Looks a postal code up, for every address form: a full code with one address fills the form,
 * otherwise the addresses are suggested (with why a full code did not fill it); a failure is an error.
 */
export async function lookUpPostalCode(cities: CityStore, zipCode: string): Promise<PostalOutcome> {
  const lookup = await cities.lookupPostal(zipCode);
  if (lookup.kind === 'cancelled') return lookup;
  if (lookup.kind === 'failed') return { kind: 'error', message: lookup.message };
  if (zipCode.length < POSTAL_CODE_LENGTH) return { kind: 'suggest', addresses: lookup.addresses };
  const resolved = resolvePostalLookup(lookup.addresses);
  const [only] = lookup.addresses;
  if (resolved.ok && only) return { kind: 'filled', address: only };
  return { kind: 'suggest', addresses: lookup.addresses, message: resolved.ok ? undefined : resolved.message };
}
