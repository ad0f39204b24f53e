import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PgliteDatabase } from './pglite.ts';
import { openPglite } from './pglite.ts';

describe('openPglite', () => {
  let db: PgliteDatabase;
  beforeAll(async () => {
    db = await openPglite();
    await db.query('CREATE TABLE t (id int8 PRIMARY KEY, price numeric, day date)');
  });
  afterAll(() => db.close());

  it('counts rows like pg: returned rows for SELECT, written rows otherwise', async () => {
    expect((await db.query("INSERT INTO t VALUES (1, 10.5, '2027-03-27'), (2, 3, '2027-01-01')")).rowCount).toBe(2);
    expect((await db.query('SELECT * FROM t WHERE id = $1', [1])).rowCount).toBe(1);
    expect((await db.query('SELECT * FROM t WHERE id = $1', [9])).rowCount).toBe(0);
    expect((await db.query('UPDATE t SET price = 4')).rowCount).toBe(2);
  });

  it('parses int8 and numeric as numbers and dates as text', async () => {
    const { rows } = await db.query<{ id: unknown; price: unknown; day: unknown }>('SELECT * FROM t WHERE id = 1');
    expect(rows[0]).toEqual({ id: 1, price: 4, day: '2027-03-27' });
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO t VALUES (3, 1, '2027-01-02')");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect((await db.query('SELECT 1 FROM t WHERE id = 3')).rowCount).toBe(0);
  });

  it('restores a dump as a template', async () => {
    const copy = await openPglite({ template: await db.dump() });
    expect((await copy.query('SELECT id FROM t ORDER BY id')).rows).toEqual([{ id: 1 }, { id: 2 }]);
    await copy.close();
  });
});
