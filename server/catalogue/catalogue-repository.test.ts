import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { openDatabase } from '../db/open.ts';
import { changeEntry, setClosedDate, updateAlliance, updateCompany } from './catalogue-edit-repository.ts';
import { loadAlliances, loadCompanies } from './catalogue-repository.ts';

let db: Database;
beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite' });
}, 60_000);
afterAll(() => db.close());

const change = { operator: 'tester', command: 'set K0001 …' };

describe('the catalogue in the database', () => {
  it('is seeded by the migrations: every company enabled, in listing order, with its areas and tariff', async () => {
    const companies = await loadCompanies(db);
    expect(companies).toHaveLength(42);
    expect(companies.map((company) => company.order)).toEqual(companies.map((_, index) => index + 1));
    expect(companies[0]).toMatchObject({ code: 'K0001', enabled: true, dailyCapacity: 12, leadEmail: 'uketsuke@hoshizuki.example.jp' });
    expect(companies[0]!.servicePrefectures.size).toBe(47);
    expect(companies[0]!.tariff.baseMultiplier).toBe(1.08);
    expect((await loadAlliances(db)).map((alliance) => alliance.id)).toEqual(Array.from({ length: 13 }, (_, index) => `A${String(index + 1).padStart(3, '0')}`));
  });

  it('changes an entry and records who changed what, before and after', async () => {
    const changed = await db.transaction((tx) => changeEntry(tx, 'companies', 'K0001', change, async () => {
      await updateCompany(tx, 'K0001', { dailyCapacity: 14, tariff: { baseMultiplier: 1.1 }, closedWeekdays: [3] }, ['13', '14']);
      await setClosedDate(tx, 'K0001', '2027-01-04', true);
      await setClosedDate(tx, 'K0001', '2027-01-04', true);
    }));
    expect(changed?.before).toMatchObject({ daily_capacity: 12, closed_weekdays: [] });
    expect(changed?.after).toMatchObject({ daily_capacity: 14, closed_weekdays: [3], closed_dates: ['2027-01-04'], prefectures: ['13', '14'] });
    const company = (await loadCompanies(db)).find((candidate) => candidate.code === 'K0001')!;
    expect(company.tariff).toMatchObject({ baseMultiplier: 1.1, distanceMultiplier: 1.02 });
    expect([...company.closedDates]).toEqual(['2027-01-04']);
    const { rows } = await db.query<{ operator: string; subject: string }>('SELECT operator, subject FROM catalogue_changes');
    expect(rows).toEqual([{ operator: 'tester', subject: 'K0001' }]);
  });

  it('changes nothing for an entry that does not exist', async () => {
    expect(await db.transaction((tx) => changeEntry(tx, 'alliances', 'A999', change, () => updateAlliance(tx, 'A999', { enabled: false })))).toBeUndefined();
  });
});
