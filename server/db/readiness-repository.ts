import type { Queryable } from './database.ts';

/** The migrations recorded as applied in the database (a query that also proves it answers). */
export async function appliedMigrations(db: Queryable): Promise<Set<string>> {
  const { rows } = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
  return new Set(rows.map((row) => row.version));
}
