import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../catalogue/index.ts';
import type { Database } from '../db/database.ts';
import { openDatabase } from '../db/open.ts';
import { BookedUnits } from './booked-units.ts';
import { seedCatalogue } from './catalogue-repository.ts';
import { dayUnitKey, takeDayUnit } from './day-capacity-repository.ts';

let db: Database;
beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite' });
  await seedCatalogue(db, companies, []);
}, 60_000);
afterAll(() => db.close());

describe('day capacity', () => {
  const code = companies[0]!.code;

  it('takes units up to the capacity and no further', async () => {
    const taken = [];
    for (let i = 0; i < 4; i++) taken.push(await db.transaction((tx) => takeDayUnit(tx, code, '2026-12-10', 3)));
    expect(taken).toEqual([true, true, true, false]);
    expect(await db.transaction((tx) => takeDayUnit(tx, code, '2026-12-11', 0))).toBe(false);
  });

  it('caches the counts on PGlite until a booking is reported, then reads them again', async () => {
    const units = new BookedUnits(db);
    expect(units.cacheable).toBe(true);
    const before = await units.between('2026-12-01', '2026-12-31');
    expect(before.get(dayUnitKey(code, '2026-12-10'))).toBe(3);
    await db.transaction((tx) => takeDayUnit(tx, code, '2026-12-12', 3));
    expect((await units.between('2026-12-01', '2026-12-31')).get(dayUnitKey(code, '2026-12-12'))).toBeUndefined();
    units.bookingsChanged();
    expect((await units.between('2026-12-01', '2026-12-31')).get(dayUnitKey(code, '2026-12-12'))).toBe(1);
  });
});
