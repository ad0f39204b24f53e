import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { openDatabase } from '../db/open.ts';
import { PartnerCommandError, runPartnerCommand } from './partner-commands.ts';

const NOW = new Date('2026-12-01T00:00:00Z');

describe('npm run partner', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ kind: 'pglite' });
  }, 60_000);
  afterAll(() => db.close());
  const partner = (...argv: string[]) => runPartnerCommand(db, argv, NOW);

  it('refuses a name with a line break, markup or an invisible character, which would forge lines of `list` (issue 34)', async () => {
    for (const name of ['不動産\nportal  enabled', '不動産\rポータル', '<b>不動産</b>', '不動産\u202eポータル', '不動産\u200bポータル']) {
      const refused = partner('add', 'realty', '--name', name, '--origin', 'https://realty.example.jp');
      await expect(refused, JSON.stringify(name)).rejects.toBeInstanceOf(PartnerCommandError);
      await expect(refused).rejects.toThrow(/--name must be one line of plain text/);
    }
    expect(await partner('list')).toBe('no partners registered');
    expect(await partner('add', 'realty', '--name', '不動産ポータル（賃貸）', '--origin', 'https://realty.example.jp')).toMatch(/^added realty/);
  });
});
