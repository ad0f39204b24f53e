import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alliances, companies } from '../catalogue/index.ts';
import type { Database } from '../db/database.ts';
import { openDatabase } from '../db/open.ts';
import { loadAlliances, loadCompanies, seedCatalogue } from './catalogue-repository.ts';

let db: Database;
beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite' });
}, 60_000);
afterAll(() => db.close());

describe('catalogue seeding', () => {
  it('writes every company and alliance and reads them back as they are in the catalogue', async () => {
    expect(await seedCatalogue(db, companies, alliances)).toBe(true);
    const loaded = await loadCompanies(db);
    expect(loaded).toHaveLength(companies.length);
    const first = companies.find((company) => company.order === 1)!;
    expect(loaded[0]).toMatchObject({
      code: first.code,
      name: first.name,
      dailyCapacity: first.dailyCapacity,
      acceptsAm: first.acceptsAm,
      tariff: first.tariff,
      satisfactionRate: first.satisfactionRate,
      leadEmail: first.leadEmail,
    });
    expect([...loaded[0]!.servicePrefectures].sort()).toEqual([...first.prefectures].sort());
    const loadedAlliances = await loadAlliances(db);
    expect(loadedAlliances.map((alliance) => alliance.id)).toEqual(alliances.map((alliance) => alliance.alliance_id));
  });

  it('skips an unchanged catalogue and upserts a changed one by code', async () => {
    expect(await seedCatalogue(db, companies, alliances)).toBe(false);
    const changed = companies.map((company, index) =>
      index === 0 ? { ...company, dailyCapacity: 99, prefectures: ['13'], closedWeekdays: [2 as const] } : company,
    );
    expect(await seedCatalogue(db, changed, alliances)).toBe(true);
    const updated = (await loadCompanies(db)).find((company) => company.code === companies[0]!.code)!;
    expect(updated.dailyCapacity).toBe(99);
    expect([...updated.servicePrefectures]).toEqual(['13']);
    expect(updated.closedWeekdays).toEqual([2]);
    expect(await loadCompanies(db)).toHaveLength(companies.length);
  });
});
