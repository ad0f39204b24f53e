/**
 * Property-based tests of every API route and of what arrives around the body: whatever a client
 * sends, the server answers below 500, never with a stack trace, with the error shape and a
 * Japanese message for a refusal, and keeps serving. Each case is counted; the counts are printed
 * when the suite ends (issue 14 asks for them in the closing note).
 */
import fc from 'fast-check';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/databases.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import {
  companyAvailabilityBody,
  daysAhead,
  estimateBody,
  openDateAhead,
  quoteBody,
  reservationBody,
  reservationCompaniesQuery,
  reserveBody,
  SHINJUKU_DISTRICT,
} from './marketplace-requests.ts';

/** Runs per property; the whole suite stays well under a minute on two cores. */
const RUNS = 30;
/** The body parser's limit (server/api.ts). */
const BODY_LIMIT = 256 * 1024;

interface Answer {
  status: number;
  text: string;
}

interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

/** One request over a fresh connection, sent byte for byte as given (fetch would normalise paths and refuse some headers). */
function send(baseUrl: string, { method, path, headers = {}, body }: RawRequest): Promise<Answer> {
  const url = new URL(baseUrl);
  const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        agent: false,
        headers: payload === undefined ? headers : { 'content-length': String(payload.length), ...headers },
      },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    // The server may answer (413, 431) and close before reading all we send.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    request.end(payload);
  });
}

/** A stack frame, a file path or an error class name: never shown to a client. */
const INTERNALS = /\n\s+at |node_modules|\/server\/|\.[cm]?[jt]s:\d+|\b[A-Z][A-Za-z]*Error\b/;
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

const cases = new Map<string, number>();

/** Counts a case and checks that its answer is below 500 and shows no internals. */
function expectNoServerError(kind: string, answer: Answer): void {
  cases.set(kind, (cases.get(kind) ?? 0) + 1);
  expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(500);
  expect(answer.text).not.toMatch(INTERNALS);
}

/** Counts a case and checks its answer: below 500, no internals, and a refusal in the error shape with Japanese text. */
function expectHandled(kind: string, answer: Answer): void {
  expectNoServerError(kind, answer);
  // 431 comes from Node's HTTP parser before the app sees the request: it has no body.
  if (answer.status < 400 || answer.status === 431) return;
  const { errors } = JSON.parse(answer.text) as { errors: { code: unknown; message: unknown; field: unknown }[] };
  expect(errors.length).toBeGreaterThan(0);
  for (const error of errors) {
    expect(typeof error.code).toBe('string');
    expect(error.message).toMatch(JAPANESE);
    // No English words (zod's defaults); the names JSON and Idempotency-Key may appear.
    expect((error.message as string).replace(/JSON|Idempotency-Key/g, '')).not.toMatch(/[A-Za-z]{3,}/);
    expect(error.field === null || typeof error.field === 'string').toBe(true);
  }
}

/** Every path of a JSON value, as key lists. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const here = prefix.length > 0 ? [prefix] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, index) => pathsOf(item, [...prefix, index]))];
  if (value !== null && typeof value === 'object') {
    return [...here, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...prefix, key]))];
  }
  return here;
}

/** A copy of `value` with the member at `path` replaced, or removed when `replacement` is undefined. */
function replaced(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (replacement !== undefined) parent[last] = replacement;
  else if (Array.isArray(parent)) parent.splice(last as number, 1);
  else delete parent[last];
  return copy;
}

/** A valid body with one member at any depth replaced by any JSON value or removed. */
function mutatedBody(valid: unknown) {
  return fc.tuple(fc.constantFrom(...pathsOf(valid)), fc.option(fc.jsonValue({ maxDepth: 3 }), { nil: undefined }))
    .map(([path, replacement]) => replaced(valid, path, replacement));
}

/** Bits of a URL that are not valid percent-encoding, or are encodings of what no code contains. */
const badEncoding = fc.constantFrom('%', '%G1', '%E3%81', '%C0%AF', '%FF%FE', '%00', '%ED%A0%80', '%%', '%u0041', '%2', '%0a', '+', '&', '=', '%25');
/** Any text, percent-encoded, or a malformed encoding. */
const queryPart = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 12 }).map(encodeURIComponent), badEncoding, fc.constant(''));

/** A valid query with a member changed, removed, given twice, or broken by a malformed encoding. */
function mutatedQuery(valid: Record<string, string>) {
  const keys = Object.keys(valid);
  const edit = fc.record({
    key: keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('x'),
    action: fc.constantFrom('replace', 'remove', 'twice', 'break-key', 'append'),
    part: queryPart,
  });
  return fc.array(edit, { minLength: 1, maxLength: 3 }).map((edits) => {
    const pairs: [string, string][] = Object.entries(valid).map(([key, value]) => [key, encodeURIComponent(value)]);
    for (const { key, action, part } of edits) {
      const index = pairs.findIndex(([name]) => name === key);
      if (action === 'replace' && index >= 0) pairs[index] = [key, part];
      else if (action === 'remove' && index >= 0) pairs.splice(index, 1);
      else if (action === 'twice') pairs.push([key, part]);
      else if (action === 'break-key') pairs.push([`${key}${part}`, part]);
      else pairs.push([part, part]);
    }
    return pairs.map(([key, value]) => `${key}=${value}`).join('&');
  });
}

/** JSON text nested `depth` levels deep: arrays, objects, or both. */
function nested(depth: number, kind: 'array' | 'object' | 'mixed'): string {
  const open = (level: number) => (kind === 'array' || (kind === 'mixed' && level % 2 === 0) ? '[' : '{"a":');
  const close = (level: number) => (kind === 'array' || (kind === 'mixed' && level % 2 === 0) ? ']' : '}');
  let text = '';
  for (let level = 0; level < depth; level += 1) text += open(level);
  text += '1';
  for (let level = depth - 1; level >= 0; level -= 1) text += close(level);
  return text;
}

/** A valid body's JSON with one more member holding `json` (unknown members are dropped by the schemas). */
function withExtraMember(valid: unknown, json: string): string {
  return `${JSON.stringify(valid).slice(0, -1)},"extra":${json}}`;
}

describe.each(testDatabaseKinds())('every route, fuzzed, on %s', (database) => {
  let server: TestServer;
  let n = 500_000;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => {
    await server.close();
  });

  const date = openDateAhead(60, [3]);
  const posts: [string, () => unknown][] = [
    ['/api/estimate/', () => estimateBody(['K0001'], date, ++n)],
    ['/api/reservation/reserve/', () => reservationBody(['K0001'], date, ++n)],
    ['/api/alliances-request/', () => ({ requestId: 'MT-0000000000', alliance: ['A001'], nimotsu: {} })],
    ['/api/kantan-yoyaku/company-availability/', () => companyAvailabilityBody(daysAhead(3), daysAhead(20))],
    ['/api/kantan-yoyaku/quote/', () => quoteBody('K0001', date)],
    ['/api/kantan-yoyaku/reserve/', () => reserveBody('K0001', date, 40_000, ++n)],
    ['/api/postal/', () => ({ zipCode: '1600022' })],
    ['/api/location/', () => ({ keyword: '新宿' })],
    ['/api/email/', () => ({ email: 'taro@example.jp' })],
    ['/api/lead/confirm/', () => ({ date, timeFrame: '1' })],
    ['/api/lead/decline/', () => ({ reason: 'price' })],
  ];
  const gets: [string, Record<string, string>][] = [
    ['/api/companies/', {
      fromTodofukenCd: '13', fromShikuchosonCd: '13104', fromMachiCd: SHINJUKU_DISTRICT, toTodofukenCd: '14', toShikuchosonCd: '14101', isYoteibi: '0', manCount: '2',
    }],
    ['/api/reservation/companies/', Object.fromEntries(new URLSearchParams(reservationCompaniesQuery(date)))],
    ['/api/reservation/alliances/', { fromTodofukenCd: '13', toTodofukenCd: '14' }],
    ['/api/kantan-yoyaku/availability/', {
      fromPrefectureId: '13', fromCityId: '13104', fromDistrictId: SHINJUKU_DISTRICT, toPrefectureId: '14', toCityId: '14101', fromDate: daysAhead(3), toDate: daysAhead(30),
    }],
    ['/api/districts/13/13104/', {}],
    ['/api/grouped-cities/13/', {}],
    ['/api/holidays/', {}],
    ['/api/nimotsu/', {}],
    ['/api/health/', {}],
    ['/api/lead/', {}],
  ];

  // What arrives around the body is handled before any storage: PostgreSQL runs the body fuzz only.
  const aroundTheBody = it.runIf(database === 'pglite');

  const post = (path: string, body: Buffer | string, headers: Record<string, string> = {}) =>
    send(server.baseUrl, { method: 'POST', path, body, headers: { 'content-type': 'application/json', ...server.csrfHeaders, ...headers } });
  const anyPost = fc.constantFrom(...posts);

  it.each(posts)('POST %s with a valid body changed at any depth, or any JSON', async (path, valid) => {
    await fc.assert(fc.asyncProperty(mutatedBody(valid()), async (body) => expectHandled('POST body member changed or removed', await post(path, JSON.stringify(body)))), { numRuns: RUNS });
    await fc.assert(fc.asyncProperty(fc.jsonValue(), async (body) => expectHandled('POST body any JSON value', await post(path, JSON.stringify(body) ?? 'null'))), { numRuns: RUNS / 5 });
  });

  aroundTheBody.each(gets)('GET %s with a query changed, repeated or malformed', async (path, valid) => {
    await fc.assert(fc.asyncProperty(mutatedQuery(valid), async (query) => {
      expectHandled('GET query changed, repeated or malformed', await send(server.baseUrl, { method: 'GET', path: `${path}?${query}` }));
    }), { numRuns: RUNS });
  });

  aroundTheBody('GET path parameters, malformed or not', async () => {
    const segment = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 8 }).map(encodeURIComponent), badEncoding, fc.constantFrom('13', '13104', '..', '.'));
    const path = fc.tuple(fc.constantFrom('districts', 'grouped-cities', 'nimotsu', 'no-such-route'), fc.array(segment, { minLength: 1, maxLength: 3 }))
      .map(([route, segments]) => `/api/${route}/${segments.join('/')}/`);
    await fc.assert(fc.asyncProperty(path, async (text) => expectHandled('GET path parameters', await send(server.baseUrl, { method: 'GET', path: text }))), { numRuns: RUNS * 2 });
  });

  aroundTheBody('any Authorization header on the lead page\'s calls', async () => {
    const value = fc.oneof(fc.string({ maxLength: 80 }), fc.string({ maxLength: 60 }).map((token) => `Bearer ${token}`), fc.constantFrom('Bearer', 'Bearer ', `Bearer ${'A'.repeat(43)}`, `bearer ${'A'.repeat(43)}`));
    await fc.assert(fc.asyncProperty(value, fc.boolean(), async (authorization, asPost) => {
      const headers = { authorization: authorization.replace(/[\r\n]/g, '') };
      const answer = asPost ? await post('/api/lead/decline/', JSON.stringify({ reason: 'price' }), headers) : await send(server.baseUrl, { method: 'GET', path: '/api/lead/', headers });
      expectHandled('Authorization header', answer);
      expect(answer.status).toBe(404);
    }), { numRuns: RUNS });
  });

  aroundTheBody('deeply nested JSON inside the size limit, as the body or inside a valid body', async () => {
    // Around the deepest nesting allowed (32 levels), and far beyond.
    const depth = fc.oneof(fc.integer({ min: 20, max: 40 }), fc.integer({ min: 1_000, max: 40_000 }));
    const kind = fc.constantFrom('array' as const, 'object' as const, 'mixed' as const);
    await fc.assert(fc.asyncProperty(anyPost, depth, kind, fc.boolean(), async ([path, valid], levels, shape, inside) => {
      const json = nested(levels, shape);
      const body = inside ? withExtraMember(valid(), json) : json;
      expect(body.length).toBeLessThan(BODY_LIMIT);
      expectHandled('JSON nested 20 to 40,000 levels', await post(path, body));
    }), { numRuns: RUNS });
  });

  aroundTheBody('very wide JSON inside the size limit', async () => {
    const width = fc.integer({ min: 1_000, max: 12_000 });
    await fc.assert(fc.asyncProperty(anyPost, width, fc.boolean(), fc.boolean(), async ([path, valid], count, asObject, inside) => {
      const json = asObject
        ? `{${Array.from({ length: count }, (_, index) => `"k${index}":${index}`).join(',')}}`
        : `[${Array.from({ length: count }, (_, index) => index).join(',')}]`;
      const body = inside ? withExtraMember(valid(), json) : json;
      expect(body.length).toBeLessThan(BODY_LIMIT);
      expectHandled('JSON 1,000 to 12,000 members wide', await post(path, body));
    }), { numRuns: RUNS });
  });

  aroundTheBody('bodies over the size limit answer 413', async () => {
    const size = fc.integer({ min: BODY_LIMIT + 1, max: 4 * BODY_LIMIT });
    await fc.assert(fc.asyncProperty(anyPost, size, async ([path, valid], bytes) => {
      const answer = await post(path, withExtraMember(valid(), `"${'x'.repeat(bytes)}"`));
      expectHandled('body over the size limit', answer);
      expect(answer.status).toBe(413);
    }), { numRuns: RUNS / 5 });
  });

  aroundTheBody('invalid UTF-8 in the body, and any charset', async () => {
    const bytes = fc.oneof(
      fc.uint8Array({ minLength: 1, maxLength: 16 }),
      fc.constantFrom(Uint8Array.of(0xff), Uint8Array.of(0xc0, 0xaf), Uint8Array.of(0xed, 0xa0, 0x80), Uint8Array.of(0xe3, 0x81), Uint8Array.of(0xf8, 0x88, 0x80, 0x80, 0x80)),
    );
    const charset = fc.constantFrom('', '; charset=utf-8', '; charset=latin1', '; charset=utf-16', '; charset=no-such', '; charset=');
    await fc.assert(fc.asyncProperty(anyPost, bytes, charset, async ([path, valid], raw, parameter) => {
      // The bytes go inside the first string of the body.
      const text = JSON.stringify(valid());
      const quote = text.indexOf(':"') + 2;
      const body = Buffer.concat([Buffer.from(text.slice(0, quote)), raw, Buffer.from(text.slice(quote))]);
      expectHandled('invalid UTF-8 or odd charset', await post(path, body, { 'content-type': `application/json${parameter}` }));
    }), { numRuns: RUNS * 2 });
  });

  aroundTheBody('other content types and malformed JSON', async () => {
    const type = fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json-patch+json', '', 'application/JSON');
    const text = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('{', '{"a":}', '[1,]', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}', 'null', '"text"', '1e999'));
    await fc.assert(fc.asyncProperty(anyPost, type, text, async ([path], contentType, body) => {
      expectHandled('content type or malformed JSON', await post(path, body, { 'content-type': contentType }));
    }), { numRuns: RUNS * 2 });
  });

  aroundTheBody('oversized and malformed cookies and headers', async () => {
    const cookie = fc.oneof(
      fc.integer({ min: 1_000, max: 40_000 }).map((size) => `junk=${'c'.repeat(size)}`),
      fc.constantFrom('vid=%', 'vid=%E0%A4', 'vid="', 'vid', '=;;=', 'vid=a; vid=b', `vid=${'v'.repeat(70)}`),
    );
    const headerCount = fc.integer({ min: 0, max: 300 });
    await fc.assert(fc.asyncProperty(anyPost, cookie, headerCount, fc.boolean(), async ([path, valid], value, count, asPost) => {
      const extra = Object.fromEntries(Array.from({ length: count }, (_, index) => [`x-fuzz-${index}`, 'h'.repeat(40)]));
      const headers = { ...extra, cookie: `${server.csrfHeaders.cookie}; ${value}` };
      const answer = asPost
        ? await post(path, JSON.stringify(valid()), headers)
        : await send(server.baseUrl, { method: 'GET', path: '/api/nimotsu/', headers });
      expectHandled('oversized or malformed cookies and headers', answer);
    }), { numRuns: RUNS });
  });

  aroundTheBody('malformed Idempotency-Key headers on writes', async () => {
    const writes = fc.constantFrom(...posts.slice(0, 6));
    const key = fc.oneof(fc.string({ unit: 'grapheme-ascii', maxLength: 300 }), fc.constantFrom('', ' ', 'a'.repeat(10_000), '../../etc'));
    await fc.assert(fc.asyncProperty(writes, key, async ([path, valid], value) => {
      expectHandled('Idempotency-Key header', await post(path, JSON.stringify(valid()), { 'idempotency-key': value }));
    }), { numRuns: RUNS });
  });

  aroundTheBody('other methods on every route', async () => {
    const method = fc.constantFrom('PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'TRACE', 'PROPFIND');
    const route = fc.constantFrom(...posts.map(([path]) => path), ...gets.map(([path]) => path));
    await fc.assert(fc.asyncProperty(method, route, fc.boolean(), async (verb, path, withToken) => {
      const headers = withToken ? { 'content-type': 'application/json', ...server.csrfHeaders } : {};
      const answer = await send(server.baseUrl, { method: verb, path, headers, body: verb === 'HEAD' ? undefined : '{}' });
      // A HEAD answer has no body to check.
      if (verb === 'HEAD') expectNoServerError('other HTTP methods', answer);
      else expectHandled('other HTTP methods', answer);
    }), { numRuns: RUNS });
  });

  aroundTheBody('paths outside the API, malformed or not', async () => {
    const segment = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 8 }).map(encodeURIComponent), badEncoding, fc.constantFrom('..', '%2e%2e', 'images', 'index.html'));
    const path = fc.array(segment, { minLength: 1, maxLength: 4 }).map((segments) => `/${segments.join('/')}`);
    await fc.assert(fc.asyncProperty(path, async (text) => {
      // Pages and files answer HTML or the file itself, not the API's error shape.
      expectNoServerError('GET any path outside the API', await send(server.baseUrl, { method: 'GET', path: text }));
    }), { numRuns: RUNS });
  });

  it('keeps serving afterwards', async () => {
    expect((await send(server.baseUrl, { method: 'GET', path: '/api/health/' })).status).toBe(200);
  });
});

afterAll(() => {
  const total = [...cases.values()].reduce((sum, count) => sum + count, 0);
  const lines = [...cases].map(([kind, count]) => `  ${String(count).padStart(5)}  ${kind}`);
  console.log(`fuzz cases run: ${total}\n${lines.join('\n')}`);
});
