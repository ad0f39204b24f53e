import pg from 'pg';
import type { Database, Queryable, QueryResult } from './database.ts';
import { sharedTypeParsers } from './database.ts';
import { listenOnChannel } from './postgres-listen.ts';

const types = {
  getTypeParser: ((oid: number, format?: string) =>
    sharedTypeParsers[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<R>(text: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
      const result = await target.query({ text, values: [...params], types });
      return { rows: result.rows as R[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(script) {
      // Without values pg sends a simple query, which may hold several statements.
      await target.query(script);
    },
  };
}

export interface PostgresOptions {
  connectionString: string;
  /** Every connection uses this schema first (tests isolate themselves in a schema of their own). */
  searchPath?: string;
  maxConnections?: number;
}

/** Connects a pool to a PostgreSQL server. */
export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const connection = {
    connectionString: options.connectionString,
    options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
  };
  const pool = new pg.Pool({ ...connection, max: options.maxConnections ?? 10 });
  const listeners: { stop(): Promise<void> }[] = [];
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  await pool.query('SELECT 1');
  const queryable = wrap(pool);
  return {
    kind: 'postgres',
    query: queryable.query,
    exec: queryable.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, listener) {
      listeners.push(await listenOnChannel(connection, channel, listener));
    },
    async close() {
      await Promise.all(listeners.map((listening) => listening.stop()));
      await pool.end();
    },
  };
}
