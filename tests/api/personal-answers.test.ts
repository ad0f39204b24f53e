/**
 * Issue 26: what the API's answers give away. The address key of an estimate or a reservation
 * (`janetEncodeAddress`, spec §7) is opaque; answers say how long they may be kept, and the
 * personal ones may be kept nowhere; the front end's source maps are not served.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EstimateResponse } from '../../domain/api/estimate.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { estimateBody, quoteBody, reservationBody, reserveBody } from './marketplace-requests.ts';

const NOW = new Date('2026-11-09T16:00:00Z');
const DATE = '2026-12-15';

describe('personal answers (issue 26)', () => {
  let server: TestServer;
  let n = 3_100_000;
  beforeAll(async () => {
    server = await startTestServer({ now: () => NOW });
  });
  afterAll(() => server.close());

  it('gives an address key that does not reveal the e-mail, the same for the same address', async () => {
    const email = 'hanako.yamada@example.jp';
    const first = await server.post<EstimateResponse>('/api/estimate/', estimateBody(['K0001'], DATE, ++n, { email }));
    const again = await server.post<EstimateResponse>('/api/reservation/reserve/', reservationBody(['K0001'], DATE, ++n, { email: 'Hanako.Yamada@Example.JP' }));
    const other = await server.post<EstimateResponse>('/api/estimate/', estimateBody(['K0001'], DATE, ++n, { email: 'taro@example.jp' }));
    const key = first.body.janetEncodeAddress;
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(key, 'base64url').toString('utf8')).not.toContain('example');
    expect(key).not.toContain(Buffer.from(email).toString('base64url').slice(0, 12));
    expect(again.body.janetEncodeAddress).toBe(key);
    expect(other.body.janetEncodeAddress).not.toBe(key);
  });

  it('marks the personal answers no-store and every other API answer with a Cache-Control of its own', async () => {
    const price = (await server.post<{ price: number }>('/api/kantan-yoyaku/quote/', quoteBody('K0001', DATE))).body.price;
    const personal = [
      await server.post('/api/estimate/', estimateBody(['K0001'], DATE, ++n)),
      await server.post('/api/reservation/reserve/', reservationBody(['K0001'], DATE, ++n)),
      await server.post('/api/kantan-yoyaku/reserve/', reserveBody('K0001', DATE, price, ++n)),
      await server.post('/api/email/', { email: 'visitor@example.jp' }),
      await server.post('/api/email/', { email: 'not an address' }),
    ];
    for (const answer of personal) expect(answer.headers.get('cache-control')).toBe('no-store');
    const others = [
      await server.get('/api/holidays/'),
      await server.get('/api/nimotsu/'),
      await server.post('/api/postal/', { zipCode: '1600022' }),
      await server.get('/api/health/'),
      await server.get('/api/no-such-call/'),
    ];
    for (const answer of others) expect(answer.headers.get('cache-control')).toMatch(/^(no-cache|no-store|private, max-age=\d+)$/);
  });

  it('serves the pages, not the source maps of their scripts', async () => {
    const page = await server.get<string>('/mitsumori/');
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
    expect(script).toBeDefined();
    const code = await server.get<string>(script!);
    expect(code.status).toBe(200);
    expect(code.body).not.toMatch(/sourceMappingURL/);
    expect((await server.get(`${script!}.map`)).status).toBe(404);
  });
});
