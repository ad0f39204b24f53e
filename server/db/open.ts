import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import type { Database } from './database.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { migrate, type Migration } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; searchPath?: string; maxConnections?: number }
  | { kind: 'pglite'; dataDir?: string; template?: Blob };

/** The database a configuration names: PostgreSQL at DATABASE_URL, else the embedded one under DATA_DIR. */
export function databaseTargetOf({ databaseUrl, dataDir }: Pick<Config, 'databaseUrl' | 'dataDir'>): DatabaseTarget {
  return databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir };
}

/**
 * Opens the configured database and brings its schema up to date (or, for a migration's test, to
 * the end of `migrations`). An embedded data directory is locked to this process until `close()`
 * (see data-dir-lock.ts).
 */
export async function openDatabase(target: DatabaseTarget, migrations?: Migration[]): Promise<Database> {
  const db = target.kind === 'postgres'
    ? await openPostgres({ connectionString: target.url, searchPath: target.searchPath, maxConnections: target.maxConnections })
    : await openEmbedded(target);
  try {
    await migrate(db, migrations);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

async function openEmbedded({ dataDir, template }: { dataDir?: string; template?: Blob }): Promise<Database> {
  if (!dataDir) return openPglite({ template });
  const pgliteDir = join(dataDir, 'pglite');
  await mkdir(pgliteDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  try {
    const db = await openPglite({ dataDir: pgliteDir, template });
    return { ...db, close: () => db.close().finally(unlock) };
  } catch (error) {
    unlock();
    throw error;
  }
}
