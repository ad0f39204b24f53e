import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { openDatabase } from '../../../server/db/open.ts';
import { seedDataDir } from '../../support/pglite-template.ts';
import { startServerProcess, type ServerProcess } from '../../support/server-process.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

export interface AppServer {
  baseUrl: string;
  dataDir: string;
  /** Stops the server (SIGTERM, waiting for a clean exit). */
  stop(): Promise<void>;
  /**
   * Runs SQL on the server's database: the server stops (the embedded database has one user at a
   * time), the query runs, and the server starts again on the same port and data, so the pages a
   * test holds keep working and a test can check what it just sent.
   */
  query<R>(sql: string, params?: unknown[]): Promise<R[]>;
  /**
   * Runs an operator's command as the operator does (`npm run <script> -- …args`) on the server's
   * data, stopped meanwhile as `query` does; resolves with what it printed.
   */
  operate(script: string, args: readonly string[]): Promise<string>;
}

/**
 * The real product as `npm start` runs it (after `npm run build`): the compiled server in a child
 * process on a free port, with the embedded database in a fresh temporary DATA_DIR (under vitest
 * seeded from the migrated template, see seedDataDir; `prepare` may add to it; `env` adds
 * configuration, e.g. CLOCK_FILE).
 */
export async function startAppServer(options: {
  prepare?: (dataDir: string) => Promise<void>;
  /** More environment for the server, made from its data directory (e.g. a CLOCK_FILE inside it). */
  env?: (dataDir: string) => Record<string, string>;
} = {}): Promise<AppServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hikkoshi-e2e-'));
  // Runs on the data directory before the server opens it (the embedded database has one user at a time).
  const prepare = async () => {
    if (process.env.VITEST) await seedDataDir(dataDir);
    await options.prepare?.(dataDir);
  };
  await prepare().catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', ...options.env?.(dataDir) };
  const start = async (port?: number): Promise<ServerProcess> => {
    const started = await startServerProcess(env, { timeoutMs: 150_000, port });
    try {
      await started.ready;
    } catch (error) {
      await started.exited;
      throw error;
    }
    return started;
  };
  let server = await start().catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  const stop = async () => {
    await server.stop();
  };
  /** The embedded database has one user at a time: the server stops while `work` runs, then starts again on its port. */
  const whileStopped = async <T>(work: () => Promise<T>): Promise<T> => {
    await stop();
    try {
      return await work();
    } finally {
      server = await start(server.port);
    }
  };
  return {
    baseUrl: server.baseUrl,
    dataDir,
    stop,
    query: <R>(sql: string, params: unknown[] = []) =>
      whileStopped(async () => {
        const db = await openDatabase({ kind: 'pglite', dataDir });
        try {
          return (await db.query<R>(sql, params)).rows;
        } finally {
          await db.close();
        }
      }),
    operate: (script, args) =>
      whileStopped(async () => (await promisify(execFile)('npm', ['run', '--silent', script, '--', ...args], { cwd: ROOT, env: { ...process.env, ...env } })).stdout),
  };
}

/** Removes the server's data directory. */
export async function removeAppData(server: AppServer): Promise<void> {
  await server.stop();
  await rm(server.dataDir, { recursive: true, force: true });
}
