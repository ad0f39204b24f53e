import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/validation/messages.ts';
import type { Refusal } from '../errors/refusal.ts';
import { requireKnownAddresses } from './known-address.ts';
import { ReferenceData } from './reference-data.ts';

const addresses = new ReferenceData().addresses;

const ends = [
  { prefecture: 'fromPref', city: 'fromCity', district: 'fromTown', postalCode: 'zip' },
  { prefecture: 'toPref', city: 'toCity' },
] as const;
/** 新宿区新宿 (160-0022) to 世田谷区. */
const valid = { fromPref: '13', fromCity: '13104', fromTown: '1310460445255', zip: '1600022', toPref: '13', toCity: '13112' };

function errorsOf(request: Record<string, unknown>) {
  try {
    requireKnownAddresses(addresses, request as typeof valid, ends);
  } catch (error) {
    return (error as Refusal).errors;
  }
  return [];
}

const unknown = (message: string, field: string) => ({ code: 'UNKNOWN_ADDRESS', message, field });

describe('requireKnownAddresses', () => {
  it('returns a request whose codes exist and belong together', () => {
    expect(requireKnownAddresses(addresses, valid, ends)).toBe(valid);
  });

  it('refuses the first unknown code of each end, from the top down', () => {
    expect(errorsOf({ ...valid, fromPref: '48', toCity: '14100' })).toEqual([
      unknown(MESSAGES.prefecture.required, 'fromPref'),
      unknown(MESSAGES.city.required, 'toCity'),
    ]);
    expect(errorsOf({ ...valid, fromPref: '47', fromTown: 'zzz' })).toEqual([unknown(MESSAGES.city.required, 'fromCity')]);
    expect(errorsOf({ ...valid, fromTown: 'zzz', zip: '9999999' })).toEqual([unknown(MESSAGES.district.required, 'fromTown')]);
    expect(errorsOf({ ...valid, fromTown: '1311263578151' })).toEqual([unknown(MESSAGES.district.required, 'fromTown')]);
    expect(errorsOf({ ...valid, zip: '9999999' })).toEqual([unknown(MESSAGES.postalCode.notFound, 'zip')]);
    expect(errorsOf({ ...valid, zip: '1000001' })).toEqual([unknown(MESSAGES.postalCode.otherAddress, 'zip')]);
    expect(errorsOf({ ...valid, toPref: undefined })).toEqual([unknown(MESSAGES.prefecture.required, 'toPref')]);
  });
});
