import type { Queryable } from './database.ts';

/** Resolves once the database has answered one trivial statement; rejects when it cannot. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}
