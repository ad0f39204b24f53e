import { randomInt } from 'node:crypto';
import { tmpdir } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { testDatabaseKinds } from '../support/databases.ts';
import { startTestServer, type TestServer, type TestServerOptions } from '../support/server.ts';
import { until } from '../support/until.ts';

/** Where the counters live: the embedded database, PostgreSQL (TEST_DATABASE_URL), Redis (TEST_REDIS_URL). */
const stores: { name: string; shared: boolean; options: TestServerOptions }[] = [
  // An embedded database serves one instance only (its data directory is locked), which counts in its memory.
  ...testDatabaseKinds().map((database) => ({ name: database, shared: database === 'postgres', options: { database } })),
  ...(process.env.TEST_REDIS_URL ? [{ name: 'redis', shared: true, options: { env: { REDIS_URL: process.env.TEST_REDIS_URL } } }] : []),
];

const LIMIT = 3;

/** A client address of its own for each request, so counters left in a shared store (Redis) never meet. */
const someAddress = () => `2001:db8::${randomInt(0, 0xffff).toString(16)}:${randomInt(0, 0xffff).toString(16)}`;

const emailCheck = (server: TestServer, address: string) =>
  server.post('/api/email/', { email: 'visitor@example.jp' }, { 'x-forwarded-for': address });

describe.each(stores)('write rate limit on $name', ({ shared, options }) => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const server of servers.reverse()) await server.close();
  });
  async function start(env: Record<string, string> = {}, shared?: TestServer) {
    const server = await startTestServer({ ...options, db: shared?.db, env: { ...options.env, RATE_LIMIT_WRITES: String(LIMIT), TRUST_PROXY: '1', ...env } });
    servers.push(server);
    return server;
  }

  it('answers 429 with Retry-After and the error shape once an address has used its writes, whichever write it was', async () => {
    const server = await start();
    const address = someAddress();
    const writes = [
      await emailCheck(server, address),
      await server.post('/api/estimate/', {}, { 'x-forwarded-for': address }),
      await server.post('/api/kantan-yoyaku/reserve/', {}, { 'x-forwarded-for': address }),
    ];
    expect(writes.map((response) => response.status)).toEqual([200, 400, 400]);
    for (const path of ['/api/reservation/reserve/', '/api/alliances-request/', '/api/email/']) {
      const refused = await server.post(path, {}, { 'x-forwarded-for': address });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(refused.body).toEqual({ errors: [{ code: 'TOO_MANY_REQUESTS', message: '短時間に送信が集中しています。しばらく待ってから再度お試しください。', field: null }] });
    }
    // Reads and calls that do not write are not counted.
    expect((await server.get('/api/health/', { 'x-forwarded-for': address })).status).toBe(200);
    expect((await server.post('/api/postal/', { zipCode: '1000001' }, { 'x-forwarded-for': address })).status).not.toBe(429);
  });

  it('counts per client address: the one our proxy appended to X-Forwarded-For, not what the client put before it', async () => {
    const server = await start();
    const address = someAddress();
    for (let i = 0; i < LIMIT; i++) expect((await emailCheck(server, address)).status).toBe(200);
    expect((await emailCheck(server, `10.${randomInt(0, 255)}.0.1, ${address}`)).status).toBe(429);
    expect((await emailCheck(server, `${address}, 192.0.2.${randomInt(1, 255)}`)).status).toBe(200);
  });

  it.runIf(shared)('shares the count between instances on the same store', async () => {
    const first = await start();
    const second = await start({}, first);
    const address = someAddress();
    for (let i = 0; i < LIMIT; i++) expect((await emailCheck(i % 2 ? first : second, address)).status).toBe(200);
    expect((await emailCheck(first, address)).status).toBe(429);
    expect((await emailCheck(second, address)).status).toBe(429);
  });

  it('lets the address write again when the window has passed', async () => {
    const server = await start({ RATE_LIMIT_WINDOW_SECONDS: '1' });
    const address = someAddress();
    for (let i = 0; i < LIMIT; i++) await emailCheck(server, address);
    const refused = await emailCheck(server, address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    // Each refused try counts in the same window and does not lengthen it: the first try after it ends is let through.
    await until('the address may write again', async () => (await emailCheck(server, address)).status === 200, { timeoutMs: 5_000, intervalMs: 100 });
  });
});

describe('write rate limit without TRUST_PROXY', () => {
  it('counts the peer address and ignores X-Forwarded-For', async () => {
    const server = await startTestServer({ env: { RATE_LIMIT_WRITES: String(LIMIT) } });
    try {
      for (let i = 0; i < LIMIT; i++) expect((await emailCheck(server, someAddress())).status).toBe(200);
      expect((await emailCheck(server, someAddress())).status).toBe(429);
    } finally {
      await server.close();
    }
  });
});

describe('read rate limit', () => {
  it('is 1,200 calls per 60 s per client address unless configured', () => {
    expect(loadConfig({ SECRET: 'test', DATA_DIR: tmpdir() }).readLimit).toEqual({ points: 1200, windowSeconds: 60 });
  });

  it('counts every call but the writes and the health check against a budget of its own', async () => {
    const server = await startTestServer({ env: { RATE_LIMIT_READS: String(LIMIT), RATE_LIMIT_WRITES: String(LIMIT) } });
    try {
      const reads = [
        await server.get('/api/holidays/'),
        await server.post('/api/postal/', { zipCode: '1600022' }),
        await server.get('/api/nimotsu/'),
      ];
      expect(reads.map((answer) => answer.status)).toEqual([200, 200, 200]);
      const refused = await server.post('/api/kantan-yoyaku/company-availability/', {});
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(refused.body).toEqual({ errors: [{ code: 'TOO_MANY_REQUESTS', message: '短時間に送信が集中しています。しばらく待ってから再度お試しください。', field: null }] });
      expect((await server.get('/api/holidays/')).status).toBe(429);
      // A wrong method on a path counts as a read too.
      expect((await server.post('/api/holidays/', {})).status).toBe(429);
      // The health check is never refused; the writes keep their own budget.
      for (let i = 0; i < LIMIT + 2; i++) expect((await server.get('/api/health/')).status).toBe(200);
      expect((await server.post('/api/email/', { email: 'visitor@example.jp' })).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

/** Reads a shared store counts in batches: each instance in its memory, settled with the store (README "Rate limits"). */
const READS = 40;
/** 5 % of READS: the reads an instance may let through that the store has not yet counted. */
const UNSETTLED_PER_INSTANCE = 2;

describe.each(stores.filter((store) => store.shared))('read rate limit on $name, counted in batches', ({ name, options }) => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const server of servers.reverse()) await server.close();
  });
  async function start(env: Record<string, string> = {}, shared?: TestServer) {
    const server = await startTestServer({ ...options, db: shared?.db, env: { ...options.env, RATE_LIMIT_READS: String(READS), TRUST_PROXY: '1', ...env } });
    servers.push(server);
    return server;
  }
  const holidays = (server: TestServer, address: string) => server.get('/api/holidays/', { 'x-forwarded-for': address });
  const statuses = async (calls: number, server: (call: number) => TestServer, address: string) => {
    const answers: number[] = [];
    for (let call = 0; call < calls; call++) answers.push((await holidays(server(call), address)).status);
    return answers;
  };

  it('lets exactly the budget through one instance', async () => {
    const server = await start();
    const address = someAddress();
    const answers = await statuses(READS + 5, () => server, address);
    expect(answers.slice(0, READS).every((status) => status === 200)).toBe(true);
    expect(answers.slice(READS).every((status) => status === 429)).toBe(true);
  });

  it('holds the budget across two instances, each letting through at most 5 % of it that the other has not seen', async () => {
    const first = await start();
    const second = await start({}, first);
    const address = someAddress();
    const answers = await statuses(3 * READS, (call) => (call % 2 ? first : second), address);
    const admitted = answers.filter((status) => status === 200).length;
    expect(admitted).toBeGreaterThanOrEqual(READS);
    expect(admitted).toBeLessThanOrEqual(READS + 2 * UNSETTLED_PER_INSTANCE);
    expect(answers.slice(READS + 2 * UNSETTLED_PER_INSTANCE).every((status) => status === 429)).toBe(true);
  });

  it.runIf(name === 'postgres')('writes no counter to the database for a read, only in batches', async () => {
    // Settles an hour apart: only a full batch (or closing the limiters) reaches the table.
    const server = await start({ RATE_LIMIT_READS: '1200', RATE_LIMIT_READS_SETTLE_MS: '3600000' });
    const address = someAddress();
    const stored = async () => (await server.db.query<{ points: number }>('SELECT points FROM rate_limits WHERE key = $1', [`reads:${address}`])).rows[0]?.points ?? 0;
    expect(await statuses(59, () => server, address)).toEqual(Array.from({ length: 59 }, () => 200));
    expect(await stored()).toBe(0);
    // The 61st read finds 60 unsettled (5 % of 1,200) and waits for them to reach the store.
    await statuses(2, () => server, address);
    expect(await stored()).toBe(60);
    await server.services.rateLimiters.close();
    expect(await stored()).toBe(61);
  });
});

describe('the budget of a route, whatever the spelling of its path', () => {
  it('counts a write by the route that answers, and serves no other spelling of a path', async () => {
    const server = await startTestServer({ env: { RATE_LIMIT_WRITES: String(LIMIT) } });
    try {
      for (let i = 0; i < LIMIT; i++) expect((await server.post('/api/email/', { email: 'visitor@example.jp' })).status).toBe(200);
      expect((await server.post('/api/email/', { email: 'visitor@example.jp' })).status).toBe(429);
      // Other spellings of the write paths are paths we do not serve: 404 in the error shape, stored nothing.
      for (const path of ['/api/EMAIL/', '/api/Email/', '/api/email//', '/api/Estimate/', '/api/estimate//', '/api/ESTIMATE', '/api/kantan-yoyaku/RESERVE/']) {
        const answer = await server.post(path, { email: 'visitor@example.jp' });
        expect({ path, status: answer.status, body: answer.body }).toEqual({
          path,
          status: 404,
          body: { errors: [{ code: 'NOT_FOUND', message: 'お探しのページまたはデータは見つかりませんでした。', field: null }] },
        });
      }
      // Reads too: one spelling per path.
      expect((await server.get('/api/holidays/')).status).toBe(200);
      for (const path of ['/api/HOLIDAYS/', '/api/holidays//', '/api/holidays']) expect({ path, status: (await server.get(path)).status }).toEqual({ path, status: 404 });
    } finally {
      await server.close();
    }
  });
});
