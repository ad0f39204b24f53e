import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Database } from '../../../server/db/database.ts';
import { openDatabase, type DatabaseTarget } from '../../../server/db/open.ts';
import { processStorage } from '../../support/server-client.ts';
import { startServerProcess, type ServerProcess } from '../../support/server-process.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

export interface AppServer {
  baseUrl: string;
  /** The server's own folder (a CLOCK_FILE, say; and the embedded database's files when it runs on one). */
  dataDir: string;
  /** Stops the server (SIGTERM, waiting for a clean exit). */
  stop(): Promise<void>;
  /** Stops the server and removes its database and folder. */
  remove(): Promise<void>;
  /**
   * Runs SQL on the server's database, so a test can check what it just sent. On the embedded
   * database, which has one user at a time, the server stops meanwhile and starts again on the same
   * port and data, so the pages a test holds keep working.
   */
  query<R>(sql: string, params?: unknown[]): Promise<R[]>;
  /**
   * Runs an operator's command as the operator does (`npm run <script> -- …args`) on the server's
   * database (the embedded one stopped meanwhile, as for `query`); resolves with what it printed.
   */
  operate(script: string, args: readonly string[]): Promise<string>;
}

/**
 * The real product as `npm start` runs it (after `npm run build`): the compiled server in a child
 * process on a free port, on a database of its own. That is a database on the PostgreSQL server when
 * TEST_DATABASE_URL is set (CI), else, or when `embedded` asks for it, the embedded one in a fresh
 * DATA_DIR (under vitest seeded from the migrated template). PostgreSQL lets a test read the database
 * and run an operator's command beside the running server, where the embedded database stops it and
 * starts it again for each (issue 35: those restarts and the embedded database's CPU were a third of
 * the walks' time); the API tests run every storage test on both databases. `prepare` runs on the
 * migrated database before the server starts; `env` adds configuration (e.g. CLOCK_FILE).
 */
export async function startAppServer(options: {
  prepare?: (db: Database) => Promise<unknown>;
  /** More environment for the server, made from its folder (e.g. a CLOCK_FILE inside it). */
  env?: (dataDir: string) => Record<string, string>;
  /** The embedded database whatever TEST_DATABASE_URL says: the product exactly as `npm start` runs it on a fresh machine. */
  embedded?: boolean;
} = {}): Promise<AppServer> {
  const embedded = options.embedded === true || !process.env.TEST_DATABASE_URL;
  const storage = await processStorage(embedded ? 'pglite' : 'postgres');
  const dataDir = storage.env.DATA_DIR!;
  const target: DatabaseTarget = embedded ? { kind: 'pglite', dataDir } : { kind: 'postgres', url: storage.url! };
  const withDatabase = async <T>(work: (db: Database) => Promise<T>): Promise<T> => {
    const db = await openDatabase(target);
    try {
      return await work(db);
    } finally {
      await db.close();
    }
  };
  const env = { ...storage.env, ...options.env?.(dataDir) };
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
  let server: ServerProcess;
  try {
    if (options.prepare) await withDatabase(options.prepare);
    server = await start();
  } catch (error) {
    await storage.dispose();
    throw error;
  }
  const stop = async () => {
    await server.stop();
  };
  /** On the embedded database, the server stops while `work` runs, then starts again on its port. */
  const beside = async <T>(work: () => Promise<T>): Promise<T> => {
    if (!embedded) return work();
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
    async remove() {
      await stop();
      await storage.dispose();
    },
    query: <R>(sql: string, params: unknown[] = []) => beside(() => withDatabase(async (db) => (await db.query<R>(sql, params)).rows)),
    operate: (script, args) =>
      beside(async () => (await promisify(execFile)('npm', ['run', '--silent', script, '--', ...args], { cwd: ROOT, env: { ...process.env, ...env } })).stdout),
  };
}
