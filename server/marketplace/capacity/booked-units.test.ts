import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../../tests/support/catalogue.ts';
import { until } from '../../../tests/support/until.ts';
import type { ChannelListener, Database } from '../../db/database.ts';
import { openDatabase } from '../../db/open.ts';
import { BookedUnits } from './booked-units.ts';
import { dayUnitKey, releaseDayUnit, takeDayUnit } from './day-capacity-repository.ts';

const code = companies[0]!.code;

/** Waits until `units` has heard of a booking committed after `version` was read. */
function changedSince(units: BookedUnits, version: number): Promise<void> {
  return until('the booked units hear of the booking', () => units.version !== version, { timeoutMs: 5_000 });
}

describe('day capacity on PGlite', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ kind: 'pglite' });
  }, 60_000);
  afterAll(() => db.close());

  it('takes units up to the capacity and no further', async () => {
    const taken = [];
    for (let i = 0; i < 4; i++) taken.push(await db.transaction((tx) => takeDayUnit(tx, code, '2026-12-10', 3)));
    expect(taken).toEqual([true, true, true, false]);
    expect(await db.transaction((tx) => takeDayUnit(tx, code, '2026-12-11', 0))).toBe(false);
  });

  it('gives a released unit back to the next booking, and never counts below zero', async () => {
    await db.transaction((tx) => releaseDayUnit(tx, code, '2026-12-10'));
    expect(await db.transaction((tx) => takeDayUnit(tx, code, '2026-12-10', 3))).toBe(true);
    expect(await db.transaction((tx) => takeDayUnit(tx, code, '2026-12-10', 3))).toBe(false);
    for (let i = 0; i < 5; i++) await db.transaction((tx) => releaseDayUnit(tx, code, '2026-12-09'));
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM company_day_bookings WHERE moving_date = $1::date', ['2026-12-09']);
    expect(rows[0]!.n).toBe(0);
  });

  it('caches the counts until a booking commits, then reads them again', async () => {
    const units = await BookedUnits.open(db);
    expect(units.cacheable).toBe(true);
    const before = await units.between('2026-12-01', '2026-12-31');
    expect(before.get(dayUnitKey(code, '2026-12-10'))).toBe(3);
    expect(await units.between('2026-12-01', '2026-12-31')).toBe(before);
    const version = units.version;
    await db.transaction((tx) => takeDayUnit(tx, code, '2026-12-12', 3));
    await changedSince(units, version);
    expect((await units.between('2026-12-01', '2026-12-31')).get(dayUnitKey(code, '2026-12-12'))).toBe(1);
  });

  it('reads the database on every call while it may miss notifications, and caches again once listening', async () => {
    let listener!: ChannelListener;
    const units = await BookedUnits.open({ ...db, listen: async (_channel, heard) => { listener = heard; heard.listening(true); } });
    listener.listening(false);
    expect(units.cacheable).toBe(false);
    expect(await units.between('2026-12-01', '2026-12-31')).not.toBe(await units.between('2026-12-01', '2026-12-31'));
    listener.listening(true);
    expect(units.cacheable).toBe(true);
    const cached = await units.between('2026-12-01', '2026-12-31');
    expect(await units.between('2026-12-01', '2026-12-31')).toBe(cached);
  });

  it('is not told of a booking that rolls back', async () => {
    const units = await BookedUnits.open(db);
    const version = units.version;
    await expect(db.transaction(async (tx) => {
      await takeDayUnit(tx, code, '2026-12-13', 3);
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    // Notifications arrive in commit order: once a later booking is heard, an earlier one would have been.
    await db.transaction((tx) => takeDayUnit(tx, code, '2026-12-14', 3));
    await changedSince(units, version);
    expect(units.version).toBe(version + 1);
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('booked units shared by two instances on PostgreSQL', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  let first: Database;
  let second: Database;
  const admin = (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    return client.connect().then(() => client.query(sql)).finally(() => client.end());
  };
  beforeAll(async () => {
    await admin(`CREATE SCHEMA ${schema}`);
    first = await openDatabase({ kind: 'postgres', url: url!, searchPath: schema });
    second = await openDatabase({ kind: 'postgres', url: url!, searchPath: schema });
  }, 60_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await admin(`DROP SCHEMA ${schema} CASCADE`);
  });

  it("shows a booking committed by one instance in the other's cached counts", async () => {
    const seen = await BookedUnits.open(second);
    expect(seen.cacheable).toBe(true);
    const before = await seen.between('2026-12-01', '2026-12-31');
    expect(before.get(dayUnitKey(code, '2026-12-20'))).toBeUndefined();
    expect(await seen.between('2026-12-01', '2026-12-31')).toBe(before);
    const version = seen.version;
    await first.transaction((tx) => takeDayUnit(tx, code, '2026-12-20', 3));
    await changedSince(seen, version);
    expect((await seen.between('2026-12-01', '2026-12-31')).get(dayUnitKey(code, '2026-12-20'))).toBe(1);
  });
});
