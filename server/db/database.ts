/** The result of one SQL statement: the rows it returned and how many rows it touched. */
export interface QueryResult<R> {
  rows: R[];
  rowCount: number;
}

/** Something that runs parameterised SQL (`$1`, `$2`, …): the database itself or an open transaction. */
export interface Queryable {
  query<R = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<QueryResult<R>>;
  /** Runs a script of one or more statements without parameters (a migration file), as the server's simple query protocol does. */
  exec(script: string): Promise<void>;
}

/** Hears `NOTIFY` on a channel, from this process's connections and from every other instance's. */
export interface ChannelListener {
  notified(): void;
  /**
   * Listening started (true), or its connection was lost (false): until the next true, notifications
   * may be missed. The connection is made again by itself.
   */
  listening(isListening: boolean): void;
}

/**
 * The storage the server runs on: embedded PGlite or a PostgreSQL server.
 * Both speak the same SQL; migrations in `server/db/migrations/` define one schema for both.
 */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` inside BEGIN … COMMIT; any throw rolls back and is rethrown. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Listens on `channel` (an SQL identifier of ours) until the database is closed. */
  listen(channel: string, listener: ChannelListener): Promise<void>;
  close(): Promise<void>;
}

/**
 * Type parsers shared by both drivers so rows look the same on either:
 * int8 and numeric as JS numbers (our counts and yen amounts are far below 2^53),
 * `date` as the 'yyyy-MM-dd' text it is (never shifted through a local-time Date).
 */
export const PG_TYPE_OIDS = { int8: 20, numeric: 1700, date: 1082 } as const;

export const sharedTypeParsers: Record<number, (value: string) => unknown> = {
  [PG_TYPE_OIDS.int8]: (value) => Number(value),
  [PG_TYPE_OIDS.numeric]: (value) => Number(value),
  [PG_TYPE_OIDS.date]: (value) => value,
};
