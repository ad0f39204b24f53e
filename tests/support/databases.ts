import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import type { Migration } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/open.ts';
import { loadTemplate } from './pglite-template.ts';

export type DatabaseKind = Database['kind'];

/** The databases the storage tests run against: always PGlite, and PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  db: Database;
  /** Closes the database and removes everything the test created. */
  dispose(): Promise<void>;
}

/**
 * A fresh database, migrated (all the way, or through `migrations`): in-memory PGlite, or a schema of its own on the PostgreSQL
 * server (so test files running in parallel never see each other's rows).
 */
export async function openTestDatabase(kind: DatabaseKind, options: { maxConnections?: number; migrations?: Migration[] } = {}): Promise<TestDatabase> {
  if (kind === 'pglite') {
    // The API project's global setup provides a migrated template; elsewhere, or migrated only as
    // far as `migrations` go, start from scratch.
    const templateFile = options.migrations ? undefined : inject('pgliteTemplate');
    const db = await openDatabase({ kind: 'pglite', template: templateFile ? await loadTemplate(templateFile) : undefined }, options.migrations);
    return { db, dispose: () => db.close() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(url, (client) => client.query(`CREATE SCHEMA ${schema}`));
  const db = await openDatabase({ kind: 'postgres', url, searchPath: schema, maxConnections: options.maxConnections ?? 20 }, options.migrations);
  return {
    db,
    async dispose() {
      await db.close();
      await withAdminClient(url, (client) => client.query(`DROP SCHEMA ${schema} CASCADE`));
    },
  };
}

async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
