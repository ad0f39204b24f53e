import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; searchPath?: string; maxConnections?: number }
  | { kind: 'pglite'; dataDir?: string; template?: Blob };

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const db =
    target.kind === 'postgres'
      ? await openPostgres({
          connectionString: target.url,
          searchPath: target.searchPath,
          maxConnections: target.maxConnections,
        })
      : await openPglite({
          dataDir: target.dataDir && (await ensureDir(join(target.dataDir, 'pglite'))),
          template: target.template,
        });
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

async function ensureDir(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  return dir;
}
