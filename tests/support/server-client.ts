import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { CSRF_HEADER, VISITOR_COOKIE, issueToken } from '../../server/http/csrf.ts';
import type { DatabaseKind } from './databases.ts';
import { seedDataDir } from './pglite-template.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

export interface ServerClient {
  server: ServerProcess;
  /** Posts JSON as a visitor of the page would, with its cookie and CSRF token. */
  post<T>(path: string, body: unknown, headers?: Record<string, string>): Promise<{ status: number; headers: Headers; body: T }>;
}

/**
 * The compiled server as a child process (`env` needs SECRET), and a client speaking to it with a
 * CSRF token, as `visitor` (a new one unless given: a visitor's writes are theirs alone).
 */
export async function startServerWithClient(env: Record<string, string>, { visitor = randomBytes(16).toString('base64url') }: { visitor?: string } = {}): Promise<ServerClient> {
  const server = await startServerProcess(env);
  await server.ready;
  return {
    server,
    async post<T>(path: string, body: unknown, headers: Record<string, string> = {}) {
      const response = await fetch(server.baseUrl + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `${VISITOR_COOKIE}=${visitor}`, [CSRF_HEADER]: issueToken(env.SECRET!, visitor), ...headers },
        body: JSON.stringify(body),
      });
      return { status: response.status, headers: response.headers, body: (await response.json()) as T };
    },
  };
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Where server processes keep their data: a PGlite data directory (seeded with the migrated template), or a database of its own on the
 * PostgreSQL server (TEST_DATABASE_URL). `env` points a server at it; `dispose` removes it.
 */
export async function processStorage(kind: DatabaseKind): Promise<{ env: Record<string, string>; url?: string; dispose: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'hikkoshi-process-'));
    // Outside vitest (the bench) there is no template: the server makes and migrates its database.
    if (process.env.VITEST) await seedDataDir(dir);
    return { env: { DATA_DIR: dir, DATABASE_URL: '' }, dispose: () => rm(dir, { recursive: true, force: true }) };
  }
  const name = `process_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const dir = await mkdtemp(join(tmpdir(), 'hikkoshi-process-'));
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dir },
    url: url.toString(),
    dispose: async () => {
      await adminQuery(`DROP DATABASE ${name} WITH (FORCE)`);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
