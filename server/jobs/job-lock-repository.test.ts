import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../tests/support/databases.ts';
import { tryJobLock } from './job-lock-repository.ts';

const KEY = 72_401_099;

// Two transactions at once need two connections: the embedded database has one.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a job lock on PostgreSQL', () => {
  let first: TestDatabase;
  let second: TestDatabase;
  beforeAll(async () => {
    [first, second] = await Promise.all([openTestDatabase('postgres'), openTestDatabase('postgres')]);
  });
  afterAll(async () => {
    await Promise.all([first?.dispose(), second?.dispose()]);
  });

  it('is held by one transaction of a schema at a time, and never blocks another schema of the same database', async () => {
    const meanwhile = await first.db.transaction(async (holder) => {
      expect(await tryJobLock(holder, KEY)).toBe(true);
      return {
        sameSchema: await first.db.transaction((other) => tryJobLock(other, KEY)),
        otherSchema: await second.db.transaction((other) => tryJobLock(other, KEY)),
      };
    });
    expect(meanwhile).toEqual({ sameSchema: false, otherSchema: true });
    expect(await first.db.transaction((tx) => tryJobLock(tx, KEY))).toBe(true);
  });
});
