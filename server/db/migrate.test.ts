import { describe, expect, it } from 'vitest';
import { splitStatements } from './migrate.ts';

describe('splitStatements', () => {
  it('splits on statement-ending semicolons only', () => {
    const script = `-- a comment; with a semicolon
CREATE TABLE a (x text DEFAULT 'a;b');
CREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql;
CREATE TABLE "b;c" (y int)`;
    expect(splitStatements(script)).toEqual([
      "CREATE TABLE a (x text DEFAULT 'a;b')",
      'CREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql',
      'CREATE TABLE "b;c" (y int)',
    ]);
  });

  it('keeps tagged dollar quotes whole and drops empty statements', () => {
    expect(splitStatements('DO $body$ BEGIN PERFORM 1; END $body$;;  ;')).toEqual(['DO $body$ BEGIN PERFORM 1; END $body$']);
  });
});
