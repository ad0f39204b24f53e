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

describe('the lists kept in storage', () => {
  it('are kept per language: the API names the places in the page language', async () => {
    const storage = new MemoryStorage();
    const answer = (cityName: string) => ({ kind: 'ok', data: { results: [{ label: 'A', data: [{ cityCode: '13104', cityName }] }] } });
    const japanese = new CityStore({ reference: { groupedCities: async () => answer('新宿区') } } as unknown as ApiClient, storage);
    await japanese.loadCities('13');
    const english = new CityStore({ reference: { groupedCities: async () => answer('Shinjuku-ku') } } as unknown as ApiClient, storage, 'en');
    expect(english.citiesOf('13')).toEqual([]);
    await english.loadCities('13');
    expect(english.cityName('13', '13104')).toBe('Shinjuku-ku');
    expect(new CityStore({} as ApiClient, storage).cityName('13', '13104')).toBe('新宿区');
  });
});
