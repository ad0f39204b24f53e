import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult } from './database.ts';
import { sharedTypeParsers } from './database.ts';

type PGliteQueryable = Pick<PGlite, 'query'>;

function wrap(target: PGliteQueryable): Queryable {
  return {
    async query<R>(text: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
      const result = await target.query<R>(text, [...params]);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
  };
}

/**
 * Opens embedded PostgreSQL. `dataDir` keeps the data on disk (each commit is written
 * through before the call returns); without it the database lives in memory (tests).
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  const pg = await PGlite.create({ dataDir, parsers: sharedTypeParsers });
  const queryable = wrap(pg);
  return {
    kind: 'pglite',
    query: queryable.query,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
