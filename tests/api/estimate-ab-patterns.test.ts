import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../support/catalogue.ts';
import { testDatabaseKinds } from '../support/databases.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { estimateBody, openDateAhead } from './marketplace-requests.ts';

const BIG = companies.find((company) => company.order === 1)!;

describe.each(testDatabaseKinds())('A/B patterns of an estimate request on %s (spec §4)', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server.close());

  async function storedPatterns(body: Record<string, unknown>): Promise<unknown> {
    const response = await server.post<{ requestId: string }>('/api/estimate/', body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const stored = await server.db.query<{ ab_patterns: unknown }>("SELECT ab_patterns FROM requests WHERE flow = 'estimate' AND reference = $1", [
      response.body.requestId,
    ]);
    return stored.rows[0]?.ab_patterns;
  }

  it('stores the patterns the visit was in, in their own column', async () => {
    const abPatterns = { 9395: 'var0', 9441: 'var1', 9465: 'var0', 9490: 'var1', 9518: 'var0' };
    expect(await storedPatterns(estimateBody([BIG.code], openDateAhead(30), 60_001, { abPatterns }))).toEqual(abPatterns);
  });

  it('stores no pattern for a request without them (the embedded form)', async () => {
    expect(await storedPatterns(estimateBody([BIG.code], openDateAhead(30), 60_002))).toEqual({});
  });

  it('refuses an unknown pattern with a 400', async () => {
    const response = await server.post('/api/estimate/', estimateBody([BIG.code], openDateAhead(30), 60_003, { abPatterns: { 9441: 'var9' } }));
    expect(response.status).toBe(400);
  });
});
