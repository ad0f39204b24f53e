import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestSigner } from '../../app/embed-mitsumori/requestSigner.ts';
import { EMBED_HEADERS, EMBED_PAGE_LIFETIME_MS } from '../../domain/embed/index.ts';
import { companies } from '../support/catalogue.ts';
import { estimateRequestSchema, type EstimateResponse } from '../../domain/api/estimate.ts';
import { runPartnerCommand } from '../../server/embed/partner-commands.ts';
import { submitEstimate } from '../../server/marketplace/estimate/service.ts';
import { testDatabaseKinds } from '../support/databases.ts';
import { embedPageOf, signedWriteHeaders, type EmbedPage } from '../support/embedPage.ts';
import { startTestServer, type TestServer, type TestResponse } from '../support/server.ts';
import { estimateBody, openDateAhead } from './marketplace-requests.ts';

const PARTNER_ORIGINS = ['https://realty.example.jp', 'http://localhost:5173'];
const COMPANY = companies.find((company) => company.order === 1)!;
const MINUTE = 60_000;

let clientDir: string;
beforeAll(async () => {
  // A stand-in for the built page: these tests are about what the server adds to it.
  clientDir = await mkdtemp(join(tmpdir(), 'hikkoshi-embed-client-'));
  await mkdir(join(clientDir, 'embed-mitsumori'));
  await writeFile(join(clientDir, 'embed-mitsumori', 'index.html'), '<!doctype html><html lang="ja"><head><title>t</title></head><body></body></html>');
  await mkdir(join(clientDir, 'en', 'embed-mitsumori'), { recursive: true });
  await writeFile(join(clientDir, 'en', 'embed-mitsumori', 'index.html'), '<!doctype html><html lang="en"><head><title>t</title></head><body></body></html>');
});
afterAll(() => rm(clientDir, { recursive: true, force: true }));

/** The request headers of a browser loading the form into an iframe of a page on `origin`. */
function framedBy(origin: string): Record<string, string> {
  return { 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'cross-site', referer: `${origin}/listing/42` };
}

describe('embedded pages issued per client address and per partner (issue 26)', () => {
  it('answers 429 with the refusal page past either budget', async () => {
    const server = await startTestServer({ clientDir, env: { TRUST_PROXY: '1', RATE_LIMIT_EMBED_PAGES_PER_ADDRESS: '2', RATE_LIMIT_EMBED_PAGES_PER_PARTNER: '3' } });
    try {
      await runPartnerCommand(server.db, ['add', 'busy', '--name', '混雑', '--origin', 'https://busy.example.jp'], new Date());
      await runPartnerCommand(server.db, ['add', 'quiet', '--name', '静か', '--origin', 'https://quiet.example.jp'], new Date());
      const open = (id: string, address: string) =>
        server.get<string>(`/embed-mitsumori/?partner=${id}`, { ...framedBy(`https://${id}.example.jp`), 'x-forwarded-for': address });
      expect((await open('busy', '198.51.100.1')).status).toBe(200);
      expect((await open('busy', '198.51.100.1')).status).toBe(200);
      const overAddress = await open('busy', '198.51.100.1');
      expect(overAddress.status).toBe(429);
      expect(Number(overAddress.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(overAddress.body).toContain('見積もりフォームを表示できません');
      expect(overAddress.body).not.toContain('embed-signature');
      expect((await open('busy', '198.51.100.2')).status).toBe(200);
      // The partner's third page was that one: its fourth is refused from any address, another partner's not.
      expect((await open('busy', '198.51.100.3')).status).toBe(429);
      expect((await open('quiet', '198.51.100.3')).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe.each(testDatabaseKinds())('the embedded estimate form on %s', (database) => {
  let server: TestServer;
  /** The server's clock, moved by the tests that are about time. */
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  const partner = (...argv: string[]) => runPartnerCommand(server.db, argv, now());

  beforeAll(async () => {
    server = await startTestServer({ database, clientDir, now });
    await partner('add', 'realty', '--name', '不動産ポータル', ...PARTNER_ORIGINS.flatMap((origin) => ['--origin', origin]));
    await partner('add', 'closed', '--name', '掲載終了', '--origin', 'https://closed.example.jp');
    await partner('disable', 'closed');
  });
  afterAll(() => server?.close());

  async function openPage(id = 'realty'): Promise<EmbedPage> {
    const response = await server.get<string>(`/embed-mitsumori/?partner=${id}`, framedBy(id === 'rotating' ? 'https://rotating.example.jp' : PARTNER_ORIGINS[0]!));
    expect(response.status).toBe(200);
    return embedPageOf(response.body);
  }

  const estimateCount = async () => (await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM requests WHERE flow = 'estimate'")).rows[0]!.n;
  let n = 0;
  const nextEstimate = () => JSON.stringify(estimateBody([COMPANY.code], openDateAhead(20, COMPANY.closedWeekdays), 700 + n++));
  const postEstimate = (body: string, headers: Record<string, string>) => server.post<{ requestId?: string; errors?: unknown[] }>('/api/estimate/', body, headers);

  /** A refused write: the status, the error code with a Japanese message, and no estimate stored. */
  async function expectRefused(send: () => Promise<TestResponse<unknown>>, status: number, code: string) {
    const before = await estimateCount();
    const response = await send();
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ errors: [{ code, message: expect.stringMatching(/[ぁ-んァ-ン一-龥]/), field: null }] });
    expect(await estimateCount()).toBe(before);
  }

  describe('the page', () => {
    it('serves a registered partner its form, framable by its origins only, with a signed grant and no cookie', async () => {
      const response = await server.get<string>('/embed-mitsumori/?partner=realty', framedBy(PARTNER_ORIGINS[1]!));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toContain(`frame-ancestors ${PARTNER_ORIGINS.join(' ')};`.slice(0, -1));
      expect(response.headers.get('x-frame-options')).toBeNull();
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('no-store');
      const page = embedPageOf(response.body);
      expect(page).toMatchObject({ partner: 'realty', keyVersion: 1, parentOrigins: PARTNER_ORIGINS });
      expect(Math.abs(page.issuedAt - Date.now())).toBeLessThan(MINUTE);
      expect((await openPage()).pageNonce).not.toBe(page.pageNonce);
    });

    it('answers an unknown, missing or disabled partner with a Japanese page and no form', async () => {
      for (const [path, status] of [['/embed-mitsumori/?partner=nobody', 404], ['/embed-mitsumori/', 404], ['/embed-mitsumori/?partner=closed', 403]] as const) {
        const response = await server.get<string>(path);
        expect(response.status, path).toBe(status);
        expect(response.body).toContain('見積もりフォームを表示できません');
        expect(response.body).not.toContain('csrf-token');
        expect(response.headers.get('set-cookie')).toBeNull();
      }
    });

    it('answers under /en/ with the refusal page in English, linking to the English estimate form (issue 28)', async () => {
      const unknown = await server.get<string>('/en/embed-mitsumori/?partner=nobody');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toContain('<html lang="en">');
      expect(unknown.body).toContain('The estimate form cannot be shown');
      expect(unknown.body).toContain('is not registered with us');
      expect(unknown.body).toContain('href="/en/mitsumori/');
      expect(unknown.body).not.toMatch(/[ぁ-んァ-ン一-龥]/);
      const noReferrer = await server.get<string>('/en/embed-mitsumori/?partner=realty', { 'sec-fetch-dest': 'iframe' });
      expect(noReferrer.status).toBe(403);
      expect(noReferrer.body).toContain('add referrerpolicy="strict-origin-when-cross-origin" to the iframe');
      // The partner's form in English is the same gate: a framed page of its site gets it.
      const form = await server.get<string>('/en/embed-mitsumori/?partner=realty', framedBy(PARTNER_ORIGINS[0]!));
      expect(form.status).toBe(200);
      expect(embedPageOf(form.body).partner).toBe('realty');
    });

    it('issues a grant only to a page the browser loads into an iframe of one of the partner\'s origins (issue 26)', async () => {
      const refusals: [string, Record<string, string>, string][] = [
        // What a script gets with a plain GET: the page a cookieless script lifted its key from.
        ['a plain GET', {}, 'ページに埋め込んで'],
        ['a top-level visit', { 'sec-fetch-dest': 'document', referer: 'https://realty.example.jp/listing/1' }, 'ページに埋め込んで'],
        ['a frame of another site', framedBy('https://evil.example'), '登録されたサイト'],
        ['a frame of a look-alike origin', framedBy('https://realty.example.jp.evil.example'), '登録されたサイト'],
        ['a frame whose page sends no referrer', { 'sec-fetch-dest': 'iframe' }, 'referrerpolicy'],
      ];
      for (const [what, headers, reason] of refusals) {
        const response = await server.get<string>('/embed-mitsumori/?partner=realty', headers);
        expect({ what, status: response.status }).toEqual({ what, status: 403 });
        expect(response.body).toContain('見積もりフォームを表示できません');
        expect(response.body).toContain(reason);
        expect(response.body).not.toContain('csrf-token');
        expect(response.body).not.toContain('embed-signature');
      }
      // The referrer's path and query do not matter, its origin does.
      expect((await server.get('/embed-mitsumori/?partner=realty', { 'sec-fetch-dest': 'iframe', referer: 'https://realty.example.jp/listing/1?q=%E6%B8%8B%E8%B0%B7' })).status).toBe(200);
    });

    it('keeps every other page unframable', async () => {
      const response = await server.get('/api/health/');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    });
  });

  describe('signed writes', () => {
    it('stores an estimate sent from the page with the partner it came through, and no A/B pattern (spec §4)', async () => {
      const page = await openPage();
      const body = JSON.stringify({ ...JSON.parse(nextEstimate()), abPatterns: { 9441: 'var1' } });
      const response = await postEstimate(body, signedWriteHeaders(page, '/api/estimate/', body));
      expect(response.status).toBe(200);
      const { rows } = await server.db.query('SELECT partner_id, ab_patterns FROM requests WHERE reference = $1', [response.body.requestId]);
      expect(rows).toEqual([{ partner_id: 'realty', ab_patterns: {} }]);
    });

    it('binds an Idempotency-Key to its embedded page, and adds partner services with the answer\'s capability, no cookie needed (issue 34)', async () => {
      const body = nextEstimate();
      const key = { 'Idempotency-Key': `embedded-${database}` };
      const [first, second] = [await openPage(), await openPage()];
      const answered = await server.post<EstimateResponse>('/api/estimate/', body, { ...signedWriteHeaders(first, '/api/estimate/', body), ...key });
      expect(answered.status).toBe(200);
      const other = await server.post<EstimateResponse>('/api/estimate/', body, { ...signedWriteHeaders(second, '/api/estimate/', body), ...key });
      expect(other.status).toBe(200);
      expect(other.headers.get('idempotent-replayed')).toBeNull();
      expect(other.body.requestId).not.toBe(answered.body.requestId);

      const { requestId, allianceToken } = answered.body;
      const alliances = JSON.stringify({ requestId, alliance: ['A002'], nimotsu: JSON.parse(body).nimotsu, allianceToken });
      const added = await server.post('/api/alliances-request/', alliances, signedWriteHeaders(first, '/api/alliances-request/', alliances));
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const stranger = JSON.stringify({ requestId, alliance: ['A008'], nimotsu: JSON.parse(body).nimotsu });
      const refused = await server.post('/api/alliances-request/', stranger, signedWriteHeaders(second, '/api/alliances-request/', stranger));
      expect(refused.status).toBe(403);
    });

    it('accepts several writes from one page, each signed on its own', async () => {
      const page = await openPage();
      for (const zipCode of ['1000001', '1600022']) {
        const body = JSON.stringify({ zipCode });
        expect((await server.post('/api/postal/', body, signedWriteHeaders(page, '/api/postal/', body))).status).toBe(200);
      }
    });

    it("accepts a write signed by the page's own signer (WebCrypto, as in the browser)", async () => {
      const page = await openPage();
      const sign = createRequestSigner(page, page.pageKey, { subtle: crypto.subtle, getRandomValues: (array) => crypto.getRandomValues(array), now: Date.now });
      const body = JSON.stringify({ zipCode: '1000001' });
      const headers = { cookie: '', 'sec-fetch-site': 'same-origin', 'x-csrf-token': page.csrfToken, ...(await sign({ method: 'POST', path: '/api/postal/', body })) };
      expect((await server.post('/api/postal/', body, headers)).status).toBe(200);
    });

    it('stores no partner for an estimate from our own pages', async () => {
      const response = await postEstimate(nextEstimate(), {});
      expect(response.status).toBe(200);
      const { rows } = await server.db.query('SELECT partner_id FROM requests WHERE reference = $1', [response.body.requestId]);
      expect(rows).toEqual([{ partner_id: null }]);
    });

    it('refuses a write with a missing signature, version or timestamp', async () => {
      const page = await openPage();
      const body = nextEstimate();
      for (const header of [EMBED_HEADERS.signature, EMBED_HEADERS.keyVersion, EMBED_HEADERS.timestamp, EMBED_HEADERS.requestNonce]) {
        const headers = { ...signedWriteHeaders(page, '/api/estimate/', body), [header]: '' };
        await expectRefused(() => postEstimate(body, headers), 403, 'EMBED_SIGNATURE_MISSING');
      }
    });

    it('refuses a signed write that does not come from our embedded page (Sec-Fetch-Site), and stores nothing (issue 26)', async () => {
      const page = await openPage();
      for (const site of ['', 'cross-site', 'same-site', 'none']) {
        const body = nextEstimate();
        const headers = { ...signedWriteHeaders(page, '/api/estimate/', body), 'sec-fetch-site': site };
        await expectRefused(() => postEstimate(body, headers), 403, site === 'cross-site' || site === 'same-site' ? 'CSRF_INVALID' : 'EMBED_NOT_FROM_FORM');
      }
    });

    it('stores nothing as a disabled partner\'s, even when the partner is disabled after the write was checked (issue 26)', async () => {
      const { marketplace: market, mail } = server.services;
      const request = estimateRequestSchema.parse(JSON.parse(nextEstimate()));
      const before = await estimateCount();
      // The write passed the signature check while the partner was enabled; 'closed' has been disabled since.
      const stored = server.db.transaction((tx) => submitEstimate(market, { tx, now: now(), mail }, request, { partnerId: 'closed', addressKey: 'k', locale: 'ja' }));
      await expect(stored).rejects.toMatchObject({ kind: 'forbidden', errors: [{ code: 'EMBED_PARTNER_UNAVAILABLE' }] });
      expect(await estimateCount()).toBe(before);
    });

    it('refuses a write from the page with no embed headers at all: its token is bound to the page, not a cookie', async () => {
      const page = await openPage();
      await expectRefused(() => postEstimate(nextEstimate(), { cookie: '', 'x-csrf-token': page.csrfToken }), 403, 'CSRF_INVALID');
    });

    it('refuses a CSRF token of another page, and a page nonce swapped under a valid token', async () => {
      const [page, other] = await Promise.all([openPage(), openPage()]);
      const body = nextEstimate();
      const headers = { ...signedWriteHeaders(page, '/api/estimate/', body), 'x-csrf-token': other.csrfToken };
      await expectRefused(() => postEstimate(body, headers), 403, 'CSRF_INVALID');
      const swapped = { ...signedWriteHeaders({ ...page, pageNonce: other.pageNonce, csrfToken: other.csrfToken }, '/api/estimate/', body) };
      await expectRefused(() => postEstimate(body, swapped), 403, 'EMBED_SIGNATURE_INVALID');
    });

    it('refuses forged signatures: a changed body, another path, a guessed page key, another partner', async () => {
      const page = await openPage();
      const body = nextEstimate();
      const signed = signedWriteHeaders(page, '/api/estimate/', body);
      await expectRefused(() => postEstimate(nextEstimate(), signed), 403, 'EMBED_SIGNATURE_INVALID');
      await expectRefused(() => postEstimate(body, signedWriteHeaders(page, '/api/email/', body)), 403, 'EMBED_SIGNATURE_INVALID');
      await expectRefused(() => postEstimate(body, signedWriteHeaders({ ...page, pageKey: 'x'.repeat(43) }, '/api/estimate/', body)), 403, 'EMBED_SIGNATURE_INVALID');
      await expectRefused(() => postEstimate(body, { ...signed, [EMBED_HEADERS.keyVersion]: '7' }), 403, 'EMBED_SIGNATURE_INVALID');
      await expectRefused(() => postEstimate(body, { ...signed, [EMBED_HEADERS.partner]: 'closed' }), 403, 'EMBED_PARTNER_UNAVAILABLE');
      await expectRefused(() => postEstimate(body, { ...signed, [EMBED_HEADERS.partner]: 'nobody' }), 403, 'EMBED_PARTNER_UNAVAILABLE');
    });

    it('refuses a stale timestamp (more than 5 minutes off) and a page older than its lifetime', async () => {
      const page = await openPage();
      const body = nextEstimate();
      for (const skew of [-6 * MINUTE, 6 * MINUTE]) {
        const headers = signedWriteHeaders(page, '/api/estimate/', body, { timestamp: Date.now() + skew });
        await expectRefused(() => postEstimate(body, headers), 403, 'EMBED_SIGNATURE_EXPIRED');
      }
      offsetMs = EMBED_PAGE_LIFETIME_MS + MINUTE;
      try {
        const headers = signedWriteHeaders(page, '/api/estimate/', body, { timestamp: now().getTime() });
        await expectRefused(() => postEstimate(body, headers), 403, 'EMBED_SIGNATURE_EXPIRED');
      } finally {
        offsetMs = 0;
      }
    });

    it('refuses a replayed write, also when the copies arrive together', async () => {
      const page = await openPage();
      const body = nextEstimate();
      const headers = signedWriteHeaders(page, '/api/estimate/', body);
      expect((await postEstimate(body, headers)).status).toBe(200);
      await expectRefused(() => postEstimate(body, headers), 409, 'EMBED_SIGNATURE_REPLAYED');

      const together = nextEstimate();
      const togetherHeaders = signedWriteHeaders(page, '/api/estimate/', together);
      const before = await estimateCount();
      const statuses = (await Promise.all([1, 2, 3].map(() => postEstimate(together, togetherHeaders)))).map((response) => response.status);
      expect(statuses.sort()).toEqual([200, 409, 409]);
      expect(await estimateCount()).toBe(before + 1);
    });

    it('refuses writes of a disabled partner, and serves it again once enabled', async () => {
      const page = await openPage();
      await partner('disable', 'realty');
      try {
        const body = nextEstimate();
        await expectRefused(() => postEstimate(body, signedWriteHeaders(page, '/api/estimate/', body)), 403, 'EMBED_PARTNER_UNAVAILABLE');
        expect((await server.get('/embed-mitsumori/?partner=realty', framedBy(PARTNER_ORIGINS[0]!))).status).toBe(403);
      } finally {
        await partner('enable', 'realty');
      }
      expect((await server.get('/embed-mitsumori/?partner=realty', framedBy(PARTNER_ORIGINS[0]!))).status).toBe(200);
    });
  });

  describe('key rotation', () => {
    it('keeps pages of the previous key working through the grace period, and ends them with a grace of 0', async () => {
      await partner('add', 'rotating', '--name', '切替テスト', '--origin', 'https://rotating.example.jp');
      const v1 = await openPage('rotating');
      expect(await partner('rotate', 'rotating', '--grace-hours', '1')).toMatch(/key version 2 is current/);
      const v2 = await openPage('rotating');
      expect([v1.keyVersion, v2.keyVersion]).toEqual([1, 2]);
      for (const page of [v1, v2]) {
        const body = nextEstimate();
        expect((await postEstimate(body, signedWriteHeaders(page, '/api/estimate/', body))).status).toBe(200);
      }
      expect(await partner('list')).toMatch(/rotating {2}切替テスト {2}enabled\n.*\n {2}keys: {4}v2 current, v1 valid until/);

      await partner('rotate', 'rotating', '--grace-hours', '0');
      for (const page of [v1, v2]) {
        const body = nextEstimate();
        await expectRefused(() => postEstimate(body, signedWriteHeaders(page, '/api/estimate/', body)), 403, 'EMBED_SIGNATURE_EXPIRED');
      }
      const v3 = await openPage('rotating');
      const body = nextEstimate();
      expect((await postEstimate(body, signedWriteHeaders(v3, '/api/estimate/', body))).status).toBe(200);
    });
  });
});
