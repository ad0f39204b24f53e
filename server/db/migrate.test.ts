import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';

describe('migrate', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite();
  }, 60_000);
  afterAll(() => db.close());

  it('runs a file of several statements whole: semicolons in comments, strings, identifiers and dollar quotes included', async () => {
    const sql = `-- a comment; with a semicolon
CREATE TABLE a (x text DEFAULT 'a;b');
CREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql;
DO $body$ BEGIN PERFORM 1; END $body$;;
CREATE TABLE "b;c" (y int)`;
    expect(await migrate(db, [{ version: '0001_semicolons', sql }])).toEqual(['0001_semicolons']);
    await db.query('INSERT INTO a DEFAULT VALUES');
    expect((await db.query<{ x: string; f: number }>('SELECT x, f() AS f FROM a')).rows).toEqual([{ x: 'a;b', f: 1 }]);
    expect((await db.query('SELECT * FROM "b;c"')).rowCount).toBe(0);
    expect(await migrate(db, [{ version: '0001_semicolons', sql }])).toEqual([]);
  });

  it('applies a file all or nothing', async () => {
    const sql = 'CREATE TABLE half (x int); SELECT no_such_function();';
    await expect(migrate(db, [{ version: '0002_broken', sql }])).rejects.toThrow(/no_such_function/);
    expect((await db.query("SELECT 1 FROM pg_tables WHERE tablename = 'half'")).rowCount).toBe(0);
    expect((await db.query("SELECT 1 FROM schema_migrations WHERE version = '0002_broken'")).rowCount).toBe(0);
  });
});
