import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/databases.ts';
import { startTestServer, type TestResponse, type TestServer } from '../support/server.ts';
import {
  companyAvailabilityBody,
  daysAhead,
  estimateBody,
  openDateAhead,
  quoteBody,
  reservationBody,
  reservationCompaniesQuery,
  reserveBody,
} from './marketplace-requests.ts';

const RUNS = 40;

/** Any answer but a server error; a refusal carries the error shape. */
function expectHandled(response: TestResponse): void {
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
  if (response.status >= 400) {
    const { errors } = response.body as { errors: { code: unknown; message: unknown; field: unknown }[] };
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) {
      expect(typeof error.code).toBe('string');
      expect(typeof error.message).toBe('string');
      expect(error.field === null || typeof error.field === 'string').toBe(true);
    }
  }
}

/** A valid body with one member replaced by any JSON value or removed. */
function mutated(body: Record<string, unknown>) {
  return fc.tuple(fc.constantFrom(...Object.keys(body)), fc.option(fc.jsonValue(), { nil: undefined })).map(([key, value]) => {
    const copy: Record<string, unknown> = { ...body };
    if (value === undefined) delete copy[key];
    else copy[key] = value;
    return copy;
  });
}

describe.each(testDatabaseKinds())('marketplace calls never fail on bad input on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server.close());

  const date = openDateAhead(60, [3]);
  let n = 500_000;
  const posts: [string, () => Record<string, unknown>][] = [
    ['/api/kantan-yoyaku/company-availability/', () => companyAvailabilityBody(daysAhead(3), daysAhead(20))],
    ['/api/kantan-yoyaku/quote/', () => quoteBody('K0001', date)],
    ['/api/kantan-yoyaku/reserve/', () => reserveBody('K0001', date, 40_000, ++n)],
    ['/api/estimate/', () => estimateBody(['K0001'], date, ++n)],
    ['/api/reservation/reserve/', () => reservationBody(['K0001'], date, ++n)],
    ['/api/alliances-request/', () => ({ requestId: 'MT-0000000000', alliance: ['A001'], nimotsu: {} })],
  ];

  it.each(posts)('POST %s', async (path, valid) => {
    await fc.assert(fc.asyncProperty(mutated(valid()), async (body) => expectHandled(await server.post(path, body))), { numRuns: RUNS });
    await fc.assert(fc.asyncProperty(fc.jsonValue(), async (body) => expectHandled(await server.post(path, JSON.stringify(body)))), { numRuns: RUNS / 2 });
  });

  const gets: [string, Record<string, string>][] = [
    ['/api/companies/', { fromTodofukenCd: '13', fromShikuchosonCd: '13104', fromMachiCd: '1', toTodofukenCd: '14', toShikuchosonCd: '14100', isYoteibi: '0', manCount: '2' }],
    ['/api/reservation/companies/', Object.fromEntries(new URLSearchParams(reservationCompaniesQuery(date)))],
    ['/api/reservation/alliances/', { fromTodofukenCd: '13', toTodofukenCd: '14' }],
    ['/api/kantan-yoyaku/availability/', { fromPrefectureId: '13', fromCityId: '13104', fromDistrictId: '1', toPrefectureId: '14', toCityId: '14100', fromDate: daysAhead(3), toDate: daysAhead(30) }],
  ];

  it.each(gets)('GET %s', async (path, valid) => {
    const query = fc.tuple(fc.constantFrom(...Object.keys(valid)), fc.option(fc.string(), { nil: undefined }), fc.boolean()).map(([key, value, twice]) => {
      const params = new URLSearchParams(valid);
      if (value === undefined) params.delete(key);
      else params.set(key, value);
      if (twice) params.append(key, valid[key]!);
      return params.toString();
    });
    await fc.assert(fc.asyncProperty(query, async (text) => expectHandled(await server.get(`${path}?${text}`))), { numRuns: RUNS });
  });
});
