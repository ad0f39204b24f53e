import { describe, expect, it } from 'vitest';
import type { ApiFieldError } from '../../../domain/api/errors.ts';
import { MESSAGES } from '../../../domain/validation/messages.ts';
import type { ApiClient } from '../../api/client.ts';
import { MemoryStorage } from '../storage.ts';
import { CityStore } from './CityStore.ts';

function failingLookup(errors: ApiFieldError[]) {
  const api = { reference: { postal: async () => ({ kind: 'failed', status: 500, errors }) } } as unknown as ApiClient;
  return new CityStore(api, new MemoryStorage()).lookupPostal('1000001');
}

describe('postal lookup failures', () => {
  it('show the error master text of the server code, never the server text (spec §5, §8)', async () => {
    expect(await failingLookup([{ code: 'ZIP_CODE_DUPPLICATE_ERROR', message: 'raw server text', field: null }])).toEqual({
      kind: 'failed', code: 'ZIP_CODE_DUPPLICATE_ERROR', message: MESSAGES.postalCode.severalAddresses,
    });
  });

  it('fall back to ZIP_CODE_SERVER_ERROR for an unknown code or none', async () => {
    expect(await failingLookup([{ code: 'NETWORK_ERROR', message: 'Failed to fetch', field: null }])).toMatchObject({ message: MESSAGES.postalCode.serverError });
    expect(await failingLookup([])).toEqual({ kind: 'failed', code: 'ZIP_CODE_SERVER_ERROR', message: MESSAGES.postalCode.serverError });
  });
});
