import type { Queryable } from '../db/database.ts';

/**
 * Tries the transaction-scoped advisory lock `key` without waiting: true when the caller's
 * transaction now holds it (until it commits or rolls back), false when another transaction holds
 * it, on this instance or any other sharing the database. PostgreSQL's lock table decides, so two
 * instances trying at once never both get it. Advisory locks belong to the whole database, so the
 * key is paired with the schema: deployments in schemas of one database (each test file's, say)
 * take turns only among their own instances.
 */
export async function tryJobLock(tx: Queryable, key: number): Promise<boolean> {
  const { rows } = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock(hashtext(current_schema()), $1) AS locked', [key]);
  return rows[0]?.locked === true;
}
