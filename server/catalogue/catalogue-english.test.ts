import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JAPANESE_SCRIPT } from '../../domain/i18n/japaneseScript.ts';
import type { Database } from '../db/database.ts';
import { openDatabase } from '../db/open.ts';
import { runCatalogueCommand } from './catalogue-commands.ts';
import { loadAlliances } from './catalogue-repository.ts';

let db: Database;
beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite' });
}, 60_000);
afterAll(() => db.close());

const catalogue = (...argv: string[]) => runCatalogueCommand(db, argv, new Date('2026-11-27T03:00:00Z'), 'sato');
const allianceOf = async (id: string) => (await loadAlliances(db)).find((alliance) => alliance.id === id)!;

describe('partner services in English (issue 28)', () => {
  it('are seeded with an English title and description for every partner service, its own name kept as it is', async () => {
    const alliances = await loadAlliances(db);
    expect(alliances).toHaveLength(13);
    for (const alliance of alliances) {
      expect(alliance.titleEn, alliance.id).toMatch(/^[A-Z][a-z -]+ \(.+\)$/);
      // The partner's name, a proper noun, after the service in English.
      expect(alliance.titleEn!.endsWith(`(${alliance.title})`), alliance.id).toBe(true);
      expect(alliance.titleEn!.length).toBeLessThanOrEqual(50);
      expect(alliance.contentEn, alliance.id).not.toMatch(JAPANESE_SCRIPT);
      expect(alliance.contentEn!.length).toBeGreaterThan(20);
      expect(alliance.contentEn!.length).toBeLessThanOrEqual(300);
    }
    expect(alliances.find((alliance) => alliance.id === 'A001')).toMatchObject({
      title: 'ひかりみち光回線',
      titleEn: 'Fiber internet (ひかりみち光回線)',
      contentEn: expect.stringMatching(/^Get the internet at your new home from moving day/) as unknown,
    });
    expect(await catalogue('list')).toMatch(/A001 {2}受付中 {2}言語: ja,en {2}ひかりみち光回線/);
  });

  it('takes --title-en and --content-en for a partner service, recorded like every change', async () => {
    const output = await catalogue('set', 'A002', '--title-en', ' Electricity plans (そよでんき) ', '--content-en', 'One application starts and stops your power.');
    expect(output).toMatch(/^A002: title_en: "Electricity \(そよでんき\)" → "Electricity plans \(そよでんき\)"; content_en: .* → "One application starts and stops your power."（sato、2026-11-27T03:00:00.000Z）$/);
    expect(await allianceOf('A002')).toMatchObject({ title: 'そよでんき', titleEn: 'Electricity plans (そよでんき)', contentEn: 'One application starts and stops your power.' });
    expect(await catalogue('history')).toContain('sato  set A002 --title-en  Electricity plans (そよでんき)  --content-en One application starts and stops your power.');
    expect(await catalogue('show', 'A002')).toMatch(/titleEn +Electricity plans \(そよでんき\)/);
  });

  it('says in the list which partner services have no English, or only part of it', async () => {
    await db.query("UPDATE alliances SET title_en = NULL, content_en = NULL WHERE id = 'A003'");
    await db.query("UPDATE alliances SET content_en = NULL WHERE id = 'A004'");
    const list = await catalogue('list');
    expect(list).toMatch(/A003 {2}受付中 {2}言語: ja {2}ぬくもり都市ガス/);
    expect(list).toMatch(/A004 {2}受付中 {2}言語: ja,en（一部のみ） {2}やまびこLPガス/);
    await catalogue('set', 'A004', '--content-en', 'Propane gas turned on, with its safety check.');
    expect(await catalogue('list')).toMatch(/A004 {2}受付中 {2}言語: ja,en {2}やまびこLPガス/);
  });

  it('refuses English of the wrong length, and on a moving company, in Japanese, changing nothing', async () => {
    const before = await allianceOf('A001');
    const refusals: [string[], RegExp][] = [
      [['set', 'A001', '--title-en', 'x'.repeat(51)], /--title-en は1〜50文字で指定してください。/],
      [['set', 'A001', '--title-en', '  '], /--title-en は1〜50文字で指定してください。/],
      [['set', 'A001', '--content-en', 'x'.repeat(301)], /--content-en は1〜300文字で指定してください。/],
      [['set', 'K0001', '--title-en', 'Movers'], /--title-en はサービス（A…）の項目です。/],
      [['set', 'K0001', '--content-en', 'We move you.'], /--content-en はサービス（A…）の項目です。/],
    ];
    for (const [argv, message] of refusals) await expect(catalogue(...argv), argv.join(' ')).rejects.toThrow(message);
    expect(await allianceOf('A001')).toEqual(before);
    expect(await catalogue('set', 'A001', '--title-en', 'x'.repeat(50))).toMatch(/^A001: title_en: /);
  });
});
