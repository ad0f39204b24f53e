import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase } from '../../../server/db/open.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

export interface AppServer {
  baseUrl: string;
  dataDir: string;
  /** Stops the server (SIGTERM, waiting for a clean exit). */
  stop(): Promise<void>;
  /** Runs SQL on the server's database once the server has stopped (PGlite has a single connection). */
  queryAfterStop<R>(sql: string, params?: unknown[]): Promise<R[]>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (typeof address !== 'object' || address === null) throw new Error('no free port');
  return address.port;
}

/** Waits for /api/health/; a fresh embedded database can take long on a loaded 2-core machine. */
async function waitUntilUp(baseUrl: string, child: ChildProcess, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`${baseUrl}/api/health/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  throw new Error('server did not start in time');
}

/**
 * The real product as `npm start` runs it (after `npm run build`): `tsx server/main.ts` in a child
 * process on a free port, with the embedded database in a fresh temporary DATA_DIR (`prepare` may
 * seed it first).
 */
export async function startAppServer(options: { prepare?: (dataDir: string) => Promise<void> } = {}): Promise<AppServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hikkoshi-e2e-'));
  // Runs on the data directory before the server opens it (the embedded database has one user at a time).
  await options.prepare?.(dataDir).catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(baseUrl, child);
  } catch (error) {
    child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  };
  return {
    baseUrl,
    dataDir,
    stop,
    async queryAfterStop<R>(sql: string, params: unknown[] = []) {
      await stop();
      const db = await openDatabase({ kind: 'pglite', dataDir: join(dataDir) });
      try {
        return (await db.query<R>(sql, params)).rows;
      } finally {
        await db.close();
      }
    },
  };
}

/** Removes the server's data directory. */
export async function removeAppData(server: AppServer): Promise<void> {
  await server.stop();
  await rm(server.dataDir, { recursive: true, force: true });
}
