import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/databases.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

describe.each(testDatabaseKinds())('foundation on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server?.close());

  it('answers health with the database kind', async () => {
    const response = await server.get('/api/health/');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database });
  });

  it('records every migration exactly once', async () => {
    const { rows } = await server.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((row) => row.version)).toContain('0001_app_meta');
    expect(new Set(rows.map((row) => row.version)).size).toBe(rows.length);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await server.get('/api/no-such-thing/');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ errors: [{ code: 'NOT_FOUND', message: expect.any(String), field: null }] });
  });

  it('answers a wrong method with 405 in the error shape', async () => {
    const response = await server.post('/api/health/', {});
    expect(response.status).toBe(405);
    expect(response.body).toMatchObject({ errors: [{ code: 'METHOD_NOT_ALLOWED' }] });
  });

  describe('CSRF', () => {
    it('refuses a POST without a token', async () => {
      const response = await server.post('/api/health/', {}, { 'x-csrf-token': '' });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ errors: [{ code: 'CSRF_INVALID', field: null }] });
    });

    it('refuses a token signed for another visitor', async () => {
      const response = await server.post('/api/health/', {}, { cookie: 'vid=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
      expect(response.status).toBe(403);
    });

    it('refuses a forged token', async () => {
      const response = await server.post('/api/health/', {}, { 'x-csrf-token': 'abc.def' });
      expect(response.status).toBe(403);
    });

    it('refuses cross-site writes even with a valid token', async () => {
      expect((await server.post('/api/health/', {}, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
      expect((await server.post('/api/health/', {}, { origin: 'https://evil.example' })).status).toBe(403);
    });

    it('issues a token in the page that the API accepts', async () => {
      const page = await fetch(`${server.baseUrl}/kantan-yoyaku/`);
      // Without a built front end the page answers 503 and issues nothing; the token path is covered by e2e.
      if (page.status === 503) return;
      const html = await page.text();
      const token = /<meta name="csrf-token" content="([^"]+)">/.exec(html)?.[1];
      const cookie = page.headers.get('set-cookie')?.split(';')[0];
      expect(token).toBeTruthy();
      const response = await server.post('/api/no-such-thing/', {}, { cookie: cookie!, 'x-csrf-token': token! });
      expect(response.status).toBe(404);
    });
  });

  describe('bad input', () => {
    it('answers malformed JSON with 400, not a stack trace', async () => {
      const response = await server.post('/api/health/', '{"zipCode": ');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ errors: [{ code: 'BAD_REQUEST', message: expect.any(String), field: null }] });
      expect(JSON.stringify(response.body)).not.toMatch(/at |SyntaxError/);
    });

    it('requires a JSON object as the body of a POST', async () => {
      for (const body of ['[]', '{}x']) {
        expect((await server.post('/api/health/', body)).status).toBe(400);
      }
      const array = await server.post('/api/email/', '[]');
      expect(array.body).toMatchObject({ errors: [{ code: 'BODY_REQUIRED' }] });
      const form = await server.post('/api/email/', 'a=1', { 'content-type': 'application/x-www-form-urlencoded' });
      expect(form.status).toBe(400);
      expect(form.body).toMatchObject({ errors: [{ code: 'BODY_REQUIRED' }] });
    });

    it('answers a body that does not decode as its Content-Encoding with 400, not 500 (issue 26)', async () => {
      for (const encoding of ['gzip', 'deflate', 'br']) {
        const response = await server.post('/api/email/', 'not compressed at all', { 'content-encoding': encoding });
        expect({ encoding, status: response.status, body: response.body }).toEqual({
          encoding,
          status: 400,
          body: { errors: [{ code: 'BAD_REQUEST', message: 'リクエストの形式が正しくありません。', field: null }] },
        });
      }
      const unknown = await server.post('/api/email/', '{}', { 'content-encoding': 'zstd-or-something' });
      expect(unknown.status).toBe(415);
    });

    it('refuses bodies over the size limit with 413', async () => {
      const response = await server.post('/api/health/', { padding: 'x'.repeat(300_000) });
      expect(response.status).toBe(413);
      expect(response.body).toMatchObject({ errors: [{ code: 'PAYLOAD_TOO_LARGE' }] });
    });
  });

  it('sets security headers on every response', async () => {
    const response = await server.get('/api/health/');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    // An API answer may load nothing and be framed by nothing.
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    const page = await server.get('/mitsumori/');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const embed = await server.get('/embed-mitsumori/');
    expect(embed.headers.get('x-frame-options')).toBeNull();
    expect(embed.headers.get('content-security-policy')).toContain('frame-ancestors *');
  });

  it('serves static files and refuses path traversal', async () => {
    expect((await server.get('/error.html')).status).toBe(200);
    expect((await server.get('/..%2f..%2fpackage.json')).status).toBe(404);
    expect((await server.get('/%2e%2e/%2e%2e/package.json')).status).toBe(404);
  });

  it('redirects the root to the estimate flow', async () => {
    const response = await server.get('/');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/mitsumori/');
  });
});

describe('static file compression', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('sends text files brotli- or gzip-compressed as the client accepts, and the bytes decode to the file', async () => {
    const { readFile } = await import('node:fs/promises');
    const original = await readFile(new URL('../../app/public/embed.js', import.meta.url));
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await fetch(`${server.baseUrl}/embed.js`, { headers: { 'accept-encoding': accept } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      // fetch decodes transparently; compare with the file and check the wire size is smaller.
      expect(Buffer.from(await response.arrayBuffer()).equals(original)).toBe(true);
      expect(Number(response.headers.get('content-length'))).toBeLessThan(original.length);
    }
    const plain = await fetch(`${server.baseUrl}/embed.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Number(plain.headers.get('content-length'))).toBe(original.length);
  });

  it('compresses the flow pages, each carrying its own visitor token', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await fetch(`${server.baseUrl}/kantan-yoyaku/`, { headers: { 'accept-encoding': accept } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      // The token closes the page's meta tags; the language alternates (issue 28) follow it.
      expect(await response.text()).toMatch(/<meta name="csrf-token" content="[^"]+">(<link rel="alternate" [^>]+>)*<\/head>/);
    }
  });

  it('compresses large JSON answers of the API and leaves small ones plain', async () => {
    const plain = await fetch(`${server.baseUrl}/api/nimotsu/`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const expected: unknown = await plain.json();
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await fetch(`${server.baseUrl}/api/nimotsu/`, { headers: { 'accept-encoding': encoding } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      expect(await response.json()).toEqual(expected);
    }
    const small = await fetch(`${server.baseUrl}/api/health/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toMatchObject({ status: 'ok' });
  });

  it('answers HEAD like GET, without the body', async () => {
    for (const accept of ['br', 'identity']) {
      const get = await fetch(`${server.baseUrl}/favicon.svg`, { headers: { 'accept-encoding': accept } });
      const head = await fetch(`${server.baseUrl}/favicon.svg`, { method: 'HEAD', headers: { 'accept-encoding': accept } });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
      expect(head.headers.get('content-length')).toBe(get.headers.get('content-length'));
      expect(await head.text()).toBe('');
    }
  });

  it('leaves images alone', async () => {
    const response = await fetch(`${server.baseUrl}/images/companies/K0001.png`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
  });
});
