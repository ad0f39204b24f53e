import { describe, expect, it } from 'vitest';
import { createHttp, NETWORK_ERROR_CODE, readCsrfToken, serverReasonOf } from './http.ts';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fetch whose answers the test releases by hand, recording each request. */
function controllableFetch() {
  const calls: { url: string; init: RequestInit; answer: (response: Response) => void }[] = [];
  const fetchFn = ((url: string, init: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      calls.push({ url, init, answer: resolve });
    })) as unknown as typeof fetch;
  return { calls, fetchFn };
}

describe('createHttp', () => {
  it('sends the CSRF token with POSTs and returns the data', async () => {
    const { calls, fetchFn } = controllableFetch();
    const http = createHttp({ fetch: fetchFn, csrfToken: 'token-1' });
    const pending = http.post('/api/postal/', { zipCode: '1000013' });
    calls[0]!.answer(jsonResponse(200, { results: [] }));
    expect(await pending).toEqual({ kind: 'ok', data: { results: [] } });
    expect(new Headers(calls[0]!.init.headers).get('X-CSRF-Token')).toBe('token-1');
    expect(calls[0]!.init.body).toBe('{"zipCode":"1000013"}');
  });

  it("sends the page's language with every call, Japanese unless the page is English", async () => {
    const { calls, fetchFn } = controllableFetch();
    void createHttp({ fetch: fetchFn, csrfToken: 't' }).get('/api/holidays/');
    void createHttp({ fetch: fetchFn, csrfToken: 't', locale: 'en' }).post('/api/email/', { email: 'a@example.jp' });
    await expect.poll(() => calls.length).toBe(2);
    expect(calls.map((call) => new Headers(call.init.headers).get('Accept-Language'))).toEqual(['ja', 'en']);
  });

  it('sends every write with an Idempotency-Key, the same one for the same body sent again to the same path', async () => {
    const { calls, fetchFn } = controllableFetch();
    const http = createHttp({ fetch: fetchFn, csrfToken: 't' });
    const keyOf = async (path: string, body: unknown) => {
      const pending = http.post(path, body);
      await expect.poll(() => calls.length).toBeGreaterThan(0);
      const call = calls.shift()!;
      call.answer(jsonResponse(200, {}));
      await pending;
      return new Headers(call.init.headers).get('Idempotency-Key');
    };
    const first = await keyOf('/api/reservation/reserve/', { kaisha: ['K0001'] });
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(await keyOf('/api/reservation/reserve/', { kaisha: ['K0001'] })).toBe(first);
    const changed = await keyOf('/api/reservation/reserve/', { kaisha: ['K0002'] });
    expect(changed).not.toBe(first);
    expect(await keyOf('/api/estimate/', { kaisha: ['K0002'] })).not.toBe(changed);
  });

  it('sends a write again, same key and signed anew, while the server says the same write is still running', async () => {
    const { calls, fetchFn } = controllableFetch();
    const signatures: string[] = [];
    const signWrite = async () => {
      signatures.push(`sig-${signatures.length}`);
      return { 'X-Embed-Signature': signatures.at(-1)! };
    };
    const pending = createHttp({ fetch: fetchFn, csrfToken: 't', signWrite }).post('/api/estimate/', { n: 1 });
    await expect.poll(() => calls.length).toBe(1);
    calls[0]!.answer(jsonResponse(409, { errors: [{ code: 'IDEMPOTENCY_KEY_IN_FLIGHT', message: '処理中', field: null }] }));
    await expect.poll(() => calls.length, { timeout: 3_000 }).toBe(2);
    calls[1]!.answer(jsonResponse(200, { requestId: 'MT-1' }));
    expect(await pending).toEqual({ kind: 'ok', data: { requestId: 'MT-1' } });
    const headers = calls.map((call) => new Headers(call.init.headers));
    expect(headers[1]!.get('Idempotency-Key')).toBe(headers[0]!.get('Idempotency-Key'));
    expect(headers.map((header) => header.get('X-Embed-Signature'))).toEqual(['sig-0', 'sig-1']);
  });

  it('adds the headers signWrite makes from the exact body sent (the embedded form, spec §6)', async () => {
    const { calls, fetchFn } = controllableFetch();
    const signed: unknown[] = [];
    const signWrite = async (write: { method: string; path: string; body: string }) => {
      signed.push(write);
      return { 'X-Embed-Signature': `sig-of-${write.body}` };
    };
    const pending = createHttp({ fetch: fetchFn, csrfToken: 't', signWrite }).post('/api/email/', { email: 'a@example.jp' });
    await expect.poll(() => calls.length).toBe(1);
    calls[0]!.answer(jsonResponse(200, {}));
    await pending;
    expect(signed).toEqual([{ method: 'POST', path: '/api/email/', body: '{"email":"a@example.jp"}' }]);
    expect(new Headers(calls[0]!.init.headers).get('X-Embed-Signature')).toBe('sig-of-{"email":"a@example.jp"}');
    expect(new Headers(calls[0]!.init.headers).get('X-CSRF-Token')).toBe('t');
  });

  it('maps an error body to a failed result instead of throwing', async () => {
    const { calls, fetchFn } = controllableFetch();
    const http = createHttp({ fetch: fetchFn, csrfToken: 't' });
    const pending = http.post('/api/kantan-yoyaku/reserve/', {});
    calls[0]!.answer(jsonResponse(400, { errors: [{ code: '1001', message: 'dup', field: null }] }));
    expect(await pending).toEqual({ kind: 'failed', status: 400, errors: [{ code: '1001', message: 'dup', field: null }] });
  });

  it('gives a generic error for a body that is not the error shape', async () => {
    const { calls, fetchFn } = controllableFetch();
    const pending = createHttp({ fetch: fetchFn, csrfToken: 't' }).get('/api/holidays/');
    calls[0]!.answer(new Response('oops', { status: 502 }));
    expect(await pending).toEqual({ kind: 'failed', status: 502, errors: [{ code: 'HTTP_502', message: 'HTTP 502', field: null }] });
  });

  it('cancels an earlier call to the same path, and only that one', async () => {
    const { calls, fetchFn } = controllableFetch();
    const http = createHttp({ fetch: fetchFn, csrfToken: 't' });
    const first = http.get('/api/grouped-cities/13/');
    const other = http.get('/api/holidays/');
    const second = http.get('/api/grouped-cities/13/');
    expect(await first).toEqual({ kind: 'cancelled' });
    calls[2]!.answer(jsonResponse(200, { results: ['second'] }));
    calls[1]!.answer(jsonResponse(200, { results: [] }));
    expect(await second).toEqual({ kind: 'ok', data: { results: ['second'] } });
    expect((await other).kind).toBe('ok');
  });

  it('adds the query string to GETs', async () => {
    const { calls, fetchFn } = controllableFetch();
    const pending = createHttp({ fetch: fetchFn, csrfToken: 't', baseUrl: 'http://x' }).get('/api/a/', { b: '1', c: 2 });
    calls[0]!.answer(jsonResponse(200, {}));
    await pending;
    expect(calls[0]!.url).toBe('http://x/api/a/?b=1&c=2');
  });

  it('turns a network failure into a failed result', async () => {
    const fetchFn = (() => Promise.reject(new TypeError('network down'))) as unknown as typeof fetch;
    const result = await createHttp({ fetch: fetchFn, csrfToken: 't' }).get('/api/holidays/');
    expect(result).toEqual({ kind: 'failed', status: 0, errors: [{ code: 'NETWORK_ERROR', message: 'network down', field: null }] });
  });
});

describe('readCsrfToken', () => {
  it('reads the meta tag and refuses a page without one', () => {
    const withToken = { querySelector: () => ({ getAttribute: () => 'abc' }) } as unknown as Document;
    expect(readCsrfToken(withToken)).toBe('abc');
    expect(() => readCsrfToken({ querySelector: () => null })).toThrow('CSRF token is not defined');
  });
});

describe('serverReasonOf', () => {
  it("gives the server's own words, and none for what the client made up: no connection, an answer not from our API", () => {
    expect(serverReasonOf([{ code: 'INVALID_INPUT', message: '番地を入力してください。', field: 'fromHouseNumber' }])).toBe('番地を入力してください。');
    expect(serverReasonOf([{ code: NETWORK_ERROR_CODE, message: 'Failed to fetch', field: null }])).toBeUndefined();
    expect(serverReasonOf([{ code: 'HTTP_502', message: 'HTTP 502', field: null }])).toBeUndefined();
    expect(serverReasonOf([])).toBeUndefined();
  });
});
