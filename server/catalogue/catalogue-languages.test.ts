import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JAPANESE_SCRIPT } from '../../domain/i18n/japaneseScript.ts';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../tests/support/databases.ts';
import type { Database } from '../db/database.ts';
import { allianceWords } from '../marketplace/catalogue-words.ts';
import { runCatalogueCommand } from './catalogue-commands.ts';
import { loadAlliances, loadCompanies } from './catalogue-repository.ts';

/** Hiragana and katakana: what no Chinese text holds, though it shares the kanji. */
const KANA = /[\u3040-\u30ff]/;

describe.each(testDatabaseKinds())('the catalogue in languages other than Japanese, on %s (issues 28 and 37)', (database) => {
  let testDatabase: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    testDatabase = await openTestDatabase(database);
    db = testDatabase.db;
  });
  afterAll(() => testDatabase?.dispose());

  const catalogue = (...argv: string[]) => runCatalogueCommand(db, argv, new Date('2026-11-27T03:00:00Z'), 'sato');
  const allianceOf = async (id: string) => (await loadAlliances(db)).find((alliance) => alliance.id === id)!;
  const changeCount = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM catalogue_changes')).rows[0]!.n;

  /** Runs each command, expecting it refused with its message, and then that the catalogue and its record are unchanged. */
  async function expectRefused(refusals: readonly (readonly [string[], RegExp])[]): Promise<void> {
    const before = { alliances: await loadAlliances(db), companies: await loadCompanies(db), changes: await changeCount() };
    for (const [argv, message] of refusals) await expect(catalogue(...argv), JSON.stringify(argv)).rejects.toThrow(message);
    expect({ alliances: await loadAlliances(db), companies: await loadCompanies(db), changes: await changeCount() }).toEqual(before);
  }

  it('seeds every partner service in English, Chinese and Vietnamese, its own name kept as it is', async () => {
    const alliances = await loadAlliances(db);
    expect(alliances).toHaveLength(13);
    for (const { id, title, texts } of alliances) {
      expect(Object.keys(texts).sort(), id).toEqual(['en', 'vi', 'zh']);
      const { en, zh, vi } = texts;
      // The partner's name, a proper noun, after the service: in full-width parentheses in Chinese.
      expect(en!.title, id).toMatch(/^[A-Z][a-z -]+ \(.+\)$/);
      expect(en!.title.endsWith(` (${title})`), id).toBe(true);
      expect(vi!.title.endsWith(` (${title})`), id).toBe(true);
      expect(zh!.title.endsWith(`（${title}）`), id).toBe(true);
      expect(zh!.title.slice(0, -title.length - 2), id).not.toMatch(KANA);
      expect(en!.content, id).not.toMatch(JAPANESE_SCRIPT);
      expect(vi!.content, id).not.toMatch(JAPANESE_SCRIPT);
      expect(zh!.content, id).not.toMatch(KANA);
      for (const text of [en!, zh!, vi!]) {
        expect(text.title.length, id).toBeLessThanOrEqual(50);
        expect(text.content.length, id).toBeGreaterThan(20);
        expect(text.content.length, id).toBeLessThanOrEqual(300);
        expect(text.content, id).toBe(text.content.normalize('NFC'));
      }
    }
    expect(await allianceOf('A001')).toMatchObject({
      title: 'ひかりみち光回線',
      texts: {
        en: { title: 'Fiber internet (ひかりみち光回線)', content: expect.stringMatching(/^Get the internet at your new home from moving day/) as unknown },
        zh: { title: '光纤宽带（ひかりみち光回線）', content: expect.stringMatching(/^我们为您安排光纤的开通施工/) as unknown },
        vi: { title: 'Internet cáp quang (ひかりみち光回線)', content: expect.stringMatching(/^Có internet tại nhà mới ngay từ ngày chuyển nhà/) as unknown },
      },
    });
    expect(await catalogue('list')).toMatch(/A001 {2}受付中 {2}言語: ja,en,vi,zh {2}ひかりみち光回線/);
  });

  it('answers each language with its texts, and Japanese where a service has none in it', async () => {
    const gas = await allianceOf('A003');
    expect(allianceWords(gas, 'ja')).toEqual({ title: 'ぬくもり都市ガス', content: gas.content });
    expect(allianceWords(gas, 'en')).toEqual(gas.texts.en);
    expect(allianceWords(gas, 'zh')).toEqual({ title: '城市燃气（ぬくもり都市ガス）', content: gas.texts.zh!.content });
    expect(allianceWords(gas, 'vi')).toEqual({ title: 'Gas đường ống (ぬくもり都市ガス)', content: gas.texts.vi!.content });

    // A service without Chinese (added without it: only SQL removes a language's texts).
    await db.query("DELETE FROM alliance_texts WHERE alliance_id = 'A003' AND language = 'zh'");
    const withoutChinese = await allianceOf('A003');
    expect(allianceWords(withoutChinese, 'zh')).toEqual({ title: gas.title, content: gas.content });
    expect(allianceWords(withoutChinese, 'vi')).toEqual(gas.texts.vi);
    expect(await catalogue('list')).toMatch(/A003 {2}受付中 {2}言語: ja,en,vi {2}ぬくもり都市ガス/);
  });

  it('sets a service\'s texts in a language with --language, recorded like every change', async () => {
    const output = await catalogue('set', 'A002', '--language', 'en', '--title', ' Electricity plans (そよでんき) ', '--content', 'One application starts and stops your power.');
    expect(output).toMatch(/^A002: title_en: "Electricity \(そよでんき\)" → "Electricity plans \(そよでんき\)"; content_en: .* → "One application starts and stops your power."（sato、2026-11-27T03:00:00.000Z）$/);
    expect(await catalogue('history')).toContain('sato  set A002 --language en --title  Electricity plans (そよでんき)  --content One application starts and stops your power.');
    expect(await catalogue('show', 'A002')).toMatch(/texts +\{"en":\{"title":"Electricity plans \(そよでんき\)","content":"One application starts and stops your power."\},/);

    // One of the two, in a language the service has: the other stays.
    const vietnamese = (await allianceOf('A002')).texts.vi!;
    expect(await catalogue('set', 'A002', '--language', 'vi', '--title', 'Điện gia đình (そよでんき)')).toMatch(/^A002: title_vi: "Điện \(そよでんき\)" → "Điện gia đình \(そよでんき\)"（sato、/);
    expect((await allianceOf('A002')).texts.vi).toEqual({ title: 'Điện gia đình (そよでんき)', content: vietnamese.content });

    // A language the site has no pages in, and the Chinese the last test removed: both given, the language is added.
    expect(await catalogue('set', 'A003', '--language', 'ko', '--title', '도시가스 (ぬくもり都市ガス)', '--content', '새집의 도시가스 개통 방문을 예약해 드립니다.'))
      .toMatch(/^A003: title_ko: null → "도시가스 \(ぬくもり都市ガス\)"; content_ko: null → "새집의 도시가스 개통 방문을 예약해 드립니다."（sato、/);
    await catalogue('set', 'A003', '--language', 'zh', '--title', '城市燃气（ぬくもり都市ガス）', '--content', '我们代您预约新家城市燃气的开通上门服务。');
    expect(await catalogue('list')).toMatch(/A003 {2}受付中 {2}言語: ja,en,ko,vi,zh {2}ぬくもり都市ガス/);

    // Without --language (or with ja), --title and --content are the Japanese ones, which the partner reads.
    await catalogue('set', 'A013', '--language', 'ja', '--title', 'ひだまりハウスクリーニング');
    expect(await allianceOf('A013')).toMatchObject({ title: 'ひだまりハウスクリーニング', texts: { en: { title: 'Move-in house cleaning (ひだまり新居ハウスクリーニング)' } } });
  });

  it('refuses a language that is no ISO 639-1 code, texts without a language\'s pair, and texts of the wrong length, changing nothing', async () => {
    await expectRefused([
      [['set', 'A001', '--language', 'cn', '--title', '光纤（ひかりみち光回線）'], /--language は ISO 639-1 の言語コード（英小文字2文字。例: en, zh, vi）で指定してください。/],
      [['set', 'A001', '--language', 'EN', '--title', 'Fiber (ひかりみち光回線)'], /--language は ISO 639-1 の言語コード/],
      [['set', 'A001', '--language', 'eng', '--title', 'Fiber (ひかりみち光回線)'], /--language は ISO 639-1 の言語コード/],
      [['set', 'A001', '--language', 'zh-CN', '--title', '光纤（ひかりみち光回線）'], /--language は ISO 639-1 の言語コード/],
      [['set', 'A001', '--language', 'zh'], /--language には、その言語の --title か --content を添えてください。/],
      [['set', 'A001', '--language', 'th', '--title', 'อินเทอร์เน็ต (ひかりみち光回線)'], /A001 には th の名前と説明がまだありません。初めての言語には --title と --content を両方指定してください。/],
      [['set', 'A001', '--language', 'zh', '--title', 'x'.repeat(51)], /--title は1〜50文字で指定してください。/],
      [['set', 'A001', '--language', 'vi', '--content', '  '], /--content は1〜300文字で指定してください。/],
      [['set', 'A001', '--language', 'vi', '--content', 'Nhanh > chậm'], /--content に/],
      [['set', 'K0001', '--language', 'en'], /--language はサービス（A…）の項目です。/],
      [['set', 'K0001', '--language', 'en', '--title', 'Movers'], /--title はサービス（A…）の項目です。/],
    ]);
  });

  it('seeds the companies that speak Chinese or Vietnamese, and keeps any ISO 639-1 codes with Japanese first', async () => {
    const companies = await loadCompanies(db);
    const speaking = (language: string) => companies.filter((company) => company.languages.includes(language)).map((company) => company.code).sort();
    expect(speaking('zh')).toEqual(['K0005', 'K0006', 'K0019', 'K0020', 'K0026', 'K0028']);
    expect(speaking('vi')).toEqual(['K0004', 'K0019', 'K0026', 'K0030', 'K0037']);
    expect(speaking('en')).toHaveLength(11);
    expect(companies.find((company) => company.code === 'K0019')!.languages).toEqual(['ja', 'en', 'vi', 'zh']);
    expect(companies.every((company) => company.languages[0] === 'ja')).toBe(true);

    expect(await catalogue('set', 'K0002', '--languages', 'zh, ko,ja,zh')).toMatch(/^K0002: languages: \["ja"\] → \["ja","ko","zh"\]/);
    expect(await catalogue('list')).toMatch(/K0002 .* 言語: ja,ko,zh {2}こもれび引越便/);
    await expectRefused([
      [['set', 'K0002', '--languages', 'en,zh'], /--languages は ISO 639-1 の言語コード（英小文字2文字）をカンマ区切りで、ja を含めて指定してください（例: ja,en,zh）。/],
      [['set', 'K0002', '--languages', 'ja,cn'], /--languages は ISO 639-1/],
      [['set', 'K0002', '--languages', 'ja,VI'], /--languages は ISO 639-1/],
      [['set', 'K0002', '--languages', 'ja,vie'], /--languages は ISO 639-1/],
      [['set', 'K0002', '--languages', 'ja,'], /--languages は ISO 639-1/],
      [['set', 'A001', '--languages', 'ja,zh'], /--languages は引越し業者（K…）の項目です。/],
    ]);
  });

  it('holds only two-letter codes in the database, Japanese among a company\'s and never among a service\'s texts', async () => {
    const refused = async (sql: string) => expect(db.query(sql), sql).rejects.toThrow(/check constraint/);
    await refused(`UPDATE companies SET languages = '{ja,"en,zh"}' WHERE code = 'K0001'`);
    await refused("UPDATE companies SET languages = '{ja,EN}' WHERE code = 'K0001'");
    await refused("UPDATE companies SET languages = '{ja,NULL}' WHERE code = 'K0001'");
    await refused("UPDATE companies SET languages = '{en,zh}' WHERE code = 'K0001'");
    await refused("INSERT INTO alliance_texts (alliance_id, language, title, content) VALUES ('A001', 'ja', 'x', 'y')");
    await refused("INSERT INTO alliance_texts (alliance_id, language, title, content) VALUES ('A001', 'zh-CN', 'x', 'y')");
  });
});
