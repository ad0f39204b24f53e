import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

/** The headers every API answer carries, whoever makes it. */
const API_HEADERS = ['x-content-type-options', 'referrer-policy', 'cross-origin-resource-policy', 'content-security-policy', 'x-frame-options', 'cache-control', 'content-type'];

describe('the health check, answered ahead of the API chain', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_READS: '1' } });
  });
  afterAll(() => server?.close());

  it('carries the same headers as any other API answer', async () => {
    const health = await server.get('/api/health/');
    const holidays = await server.get('/api/holidays/');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok', database: 'pglite' });
    const pick = (headers: Headers) => Object.fromEntries(API_HEADERS.map((name) => [name, headers.get(name)]));
    expect(pick(health.headers)).toEqual(pick(holidays.headers));
  });

  it('answers HEAD and is never counted, while other methods still go through the chain', async () => {
    const head = await fetch(`${server.baseUrl}/api/health/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('application/json; charset=utf-8');
    for (let i = 0; i < 3; i++) expect((await server.get('/api/health/')).status).toBe(200);
    // The read budget (1) is used up by the first test's call; a POST is a read of a path that takes only GET.
    expect((await server.post('/api/health/', {})).status).toBe(429);
  });
});
