import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { companies } from '../../server/catalogue/index.ts';
import { CSRF_HEADER, VISITOR_COOKIE, issueToken } from '../../server/http/csrf.ts';
import { testDatabaseKinds, type DatabaseKind } from '../support/databases.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { openDateAhead, quoteBody, reserveBody } from './marketplace-requests.ts';

const BIG = companies.find((company) => company.order === 1)!;
const BOOKINGS = 5;

/** The compiled server as a child process, and a client speaking to it with a CSRF token. */
async function startServer(env: Record<string, string>) {
  const server: ServerProcess = await startServerProcess(env);
  await server.ready;
  const visitor = randomBytes(16).toString('base64url');
  const post = async <T>(path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(server.baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `${VISITOR_COOKIE}=${visitor}`, [CSRF_HEADER]: issueToken(env.SECRET!, visitor), ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as T };
  };
  return { server, post };
}

/** Where the child keeps its data: a PGlite data directory, or a database of its own on the PostgreSQL server. */
async function storageFor(kind: DatabaseKind): Promise<{ env: Record<string, string>; dispose: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'hikkoshi-crash-'));
    return { env: { DATA_DIR: dir }, dispose: () => rm(dir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `crash_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, dispose: () => admin(`DROP DATABASE ${name} WITH (FORCE)`) };
}

describe.each(testDatabaseKinds())('acknowledged bookings survive kill -9 on %s', (kind) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('keeps every booking that answered success, and its Idempotency-Key, across a crash and restart', async () => {
    const storage = await storageFor(kind);
    cleanups.push(storage.dispose);
    const env = { ...storage.env, SECRET: randomBytes(24).toString('base64url') };

    const first = await startServer(env);
    cleanups.push(() => first.server.stop());
    const date = openDateAhead(30, BIG.closedWeekdays);
    const quote = await first.post<{ price: number }>('/api/kantan-yoyaku/quote/', quoteBody(BIG.code, date));
    expect(quote.status).toBe(200);
    const bodies = Array.from({ length: BOOKINGS }, (_, i) => reserveBody(BIG.code, date, quote.body.price, 90_000 + i));
    const acknowledged = await Promise.all(
      bodies.map((body, i) => first.post<{ reservationId: string }>('/api/kantan-yoyaku/reserve/', body, { 'Idempotency-Key': `crash-${i}` })),
    );
    expect(acknowledged.map((response) => response.status)).toEqual(bodies.map(() => 200));
    // kill -9 of the process that listens; its port must be closed before the restart.
    await first.server.crash();

    const second = await startServer(env);
    cleanups.push(() => second.server.stop());
    for (const [i, body] of bodies.entries()) {
      const retry = await second.post<{ reservationId: string }>('/api/kantan-yoyaku/reserve/', body, { 'Idempotency-Key': `crash-${i}` });
      expect(retry.status).toBe(200);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(retry.body).toEqual(acknowledged[i]!.body);
      const again = await second.post<{ errors: { code: string }[] }>('/api/kantan-yoyaku/reserve/', body);
      expect(again.status).toBe(409);
      expect(again.body.errors[0]!.code).toBe('1001');
    }
  }, 240_000);
});
