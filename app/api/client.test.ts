import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';

describe('createApiClient', () => {
  it('refuses a call whose path parameter is missing, before anything is sent (spec §8)', () => {
    const sent: string[] = [];
    const fetchFn = ((url: string) => {
      sent.push(url);
      return Promise.resolve(new Response('{"results":[]}', { headers: { 'content-type': 'application/json' } }));
    }) as unknown as typeof fetch;
    const api = createApiClient({ fetch: fetchFn, csrfToken: 'token' });
    // What a store holding no value would pass through an untyped path (a saved state, a query).
    const missing = [undefined, null, ''] as unknown as string[];
    for (const value of missing) {
      expect(() => api.reference.districts('13', value)).toThrow('Required parameter cityCode was null or undefined when calling districts.');
      expect(() => api.reference.districts(value, '13101')).toThrow('Required parameter prefectureCode was null or undefined when calling districts.');
      expect(() => api.reference.groupedCities(value)).toThrow('Required parameter prefectureCode was null or undefined when calling groupedCities.');
    }
    expect(sent).toEqual([]);
    void api.reference.districts('13', '13101');
    expect(sent).toEqual(['/api/districts/13/13101/']);
  });
});
