import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../domain/api/errors.ts';
import type { CompanyAvailabilityResponse } from '../../domain/api/quickBooking.ts';
import type { ReservationAlliancesResponse, ReservationCompaniesResponse } from '../../domain/api/reservation.ts';
import { CatalogueCommandError, runCatalogueCommand } from '../../server/catalogue/catalogue-commands.ts';
import { openDatabase } from '../../server/db/open.ts';
import { companies } from '../support/catalogue.ts';
import { testDatabaseKinds } from '../support/databases.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { processStorage, startServerWithClient } from '../support/server-client.ts';
import { companyAvailabilityBody, estimateBody, openDateAhead, quoteBody, reservationCompaniesQuery } from './marketplace-requests.ts';

const BIG = companies.find((company) => company.order === 1)!;
const SECOND = companies.find((company) => company.order === 2)!;

describe.each(testDatabaseKinds())('npm run catalogue, on %s', (database) => {
  let server: TestServer;
  const catalogue = (...argv: string[]) => runCatalogueCommand(server.db, argv, new Date(), 'tanaka');
  const listed = async (date: string) =>
    (await server.get<ReservationCompaniesResponse>(`/api/reservation/companies/?${reservationCompaniesQuery(date)}`)).body.companies.map((company) => company.kissCd);

  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server?.close());

  it('changes a tariff factor, and the next quote is priced with it', async () => {
    const date = openDateAhead(20, BIG.closedWeekdays);
    const price = async () => (await server.post<{ price: number }>('/api/kantan-yoyaku/quote/', quoteBody(BIG.code, date))).body.price;
    const before = await price();
    expect(await catalogue('set', BIG.code, '--tariff', 'baseMultiplier=1.5', '--capacity', '15')).toMatch(/^K0001: .*daily_capacity: 12 → 15.*（tanaka、/);
    await expect.poll(price).toBeGreaterThan(before);
  });

  it('closes a day and opens it again: the lists and the calendar follow', async () => {
    const date = openDateAhead(22, [...BIG.closedWeekdays, ...SECOND.closedWeekdays]);
    expect(await listed(date)).toContain(SECOND.code);
    await catalogue('close-day', SECOND.code, date);
    await expect.poll(() => listed(date)).not.toContain(SECOND.code);
    const calendar = await server.post<CompanyAvailabilityResponse>('/api/kantan-yoyaku/company-availability/', companyAvailabilityBody(date, date));
    expect(calendar.body.results[0]!.companyInfos.map((info) => info.companyId)).not.toContain(SECOND.code);
    await catalogue('open-day', SECOND.code, date);
    await expect.poll(() => listed(date)).toContain(SECOND.code);
  });

  it('disables a company and a partner service for new searches, and enables them again', async () => {
    const date = openDateAhead(24, BIG.closedWeekdays);
    await catalogue('disable', BIG.code);
    await catalogue('disable', 'A001');
    await expect.poll(() => listed(date)).not.toContain(BIG.code);
    // Each command's notification reloads the catalogue on its own: the one that hid the company may
    // have read it before the partner's change was committed.
    const partners = async () =>
      (await server.get<ReservationAlliancesResponse>('/api/reservation/alliances/?fromTodofukenCd=13&toTodofukenCd=13')).body.alliance.map((partner) => partner.alliance_id);
    await expect.poll(partners).not.toContain('A001');
    const estimate = await server.post<ApiErrorBody>('/api/estimate/', estimateBody([SECOND.code], date, 7_401, { alliance: ['A001'] }));
    expect(estimate.status).toBe(400);
    expect(estimate.body.errors[0]!.code).toBe('UNKNOWN_ALLIANCE');
    expect(await catalogue('list')).toMatch(/K0001 {2}停止中/);
    await catalogue('enable', BIG.code);
    await catalogue('enable', 'A001');
    await expect.poll(() => listed(date)).toContain(BIG.code);
  });

  it('records every change with who made it', async () => {
    const history = await catalogue('history');
    expect(history).toContain('tanaka  set K0001 --tariff baseMultiplier=1.5 --capacity 15');
    expect(history).toContain('tanaka  disable A001');
    const { rows } = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM catalogue_changes WHERE operator = 'tanaka'");
    expect(rows[0]!.n).toBe(7);
  });

  it('refuses what it cannot do, in Japanese, changing nothing', async () => {
    const refusals: [string[], RegExp][] = [
      [['set', BIG.code, '--capacity', '1000'], /--capacity は0以上999以下の整数/], [['set', BIG.code, '--capacity=-1'], /--capacity は0以上999以下の整数/],
      [['set', BIG.code, '--am', 'maybe'], /--am は yes または no/],
      [['set', BIG.code, '--closed-weekdays', '月,祭'], /--closed-weekdays は/],
      [['set', BIG.code, '--prefectures', '13,48'], /--prefectures は 01〜47/],
      [['set', BIG.code, '--tariff', 'discount=0.5'], /--tariff は 名前=値/],
      [['set', BIG.code, '--lead-email', 'uketsuke'], /--lead-email はメールアドレス/],
      [['set', BIG.code, '--title', '新サービス'], /--title はサービス（A…）の項目/],
      [['set', BIG.code], /変更する項目を1つ以上/],
      [['close-day', BIG.code, '2027-02-30'], /実在する日付/],
      [['disable', 'K9999'], /コード「K9999」の引越し業者またはサービスは見つかりません/],
      [['rename', BIG.code], /使い方: npm run catalogue/],
    ];
    for (const [argv, message] of refusals) await expect(catalogue(...argv), argv.join(' ')).rejects.toThrow(message);
    await expect(catalogue('set', BIG.code, '--bogus', '1')).rejects.toBeInstanceOf(CatalogueCommandError);
    expect((await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM catalogue_changes WHERE operator = 'tanaka'")).rows[0]!.n).toBe(7);
  });

  it('refuses line breaks, markup and invisible characters in names and texts, which pages and mails show (issue 34)', async () => {
    const before = await catalogue('show', 'A001');
    const refusals: [string[], RegExp][] = [
      [['set', BIG.code, '--name', 'かもめ引越\nセンター'], /--name に改行/],
      [['set', BIG.code, '--name', 'かもめ\r引越'], /--name に改行/],
      [['set', BIG.code, '--name', '<b>かもめ</b>引越'], /--name に.*< >/],
      [['set', BIG.code, '--hours', '9:00〜18:00<script>'], /--hours に/],
      [['set', BIG.code, '--name', 'かもめ\u202e引越'], /--name に.*目に見えない文字/],
      [['set', 'A001', '--title', '光回線\r\nBcc: x@example.jp'], /--title に改行/],
      [['set', 'A001', '--content', '工事費<img src=x onerror=alert(1)>'], /--content に/],
      [['set', 'A001', '--language', 'en', '--title', 'Fiber\u2028internet'], /--title に/],
      [['set', 'A001', '--language', 'zh', '--content', '光纤 > 铜缆'], /--content に/],
      [['set', 'A001', '--lead-email', '=?utf-8?q?x=40evil.example?=@example.jp'], /--lead-email はメールアドレス/],
    ];
    for (const [argv, message] of refusals) await expect(catalogue(...argv), JSON.stringify(argv)).rejects.toThrow(message);
    expect(await catalogue('show', 'A001')).toBe(before);
    expect((await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM catalogue_changes WHERE operator = 'tanaka'")).rows[0]!.n).toBe(7);
  });

  it('keeps the languages a company serves customers in, which every flow\'s company list carries (issues 28 and 37)', async () => {
    const setBy = (...argv: string[]) => runCatalogueCommand(server.db, argv, new Date(), 'suzuki');
    expect(companies.filter((company) => company.languages.includes('en')).map((company) => company.code).sort()).toEqual(
      ['K0001', 'K0003', 'K0005', 'K0007', 'K0012', 'K0019', 'K0020', 'K0028', 'K0029', 'K0037', 'K0041'],
    );
    expect(companies.filter((company) => company.languages.includes('zh'))).toHaveLength(6);
    expect(companies.filter((company) => company.languages.includes('vi'))).toHaveLength(5);
    expect(companies.every((company) => company.languages.includes('ja'))).toBe(true);

    const date = openDateAhead(26, [...BIG.closedWeekdays, ...SECOND.closedWeekdays]);
    const languagesOf = async () => {
      const reservation = (await server.get<ReservationCompaniesResponse>(`/api/reservation/companies/?${reservationCompaniesQuery(date)}`)).body.companies;
      const estimate = (await server.get<{ kaisha: { kissCd: string; languages?: string[] }[] }>(`/api/companies/?${new URLSearchParams({
        fromTodofukenCd: '13', fromShikuchosonCd: '13104', fromMachiCd: '1310460445255', toTodofukenCd: '13', toShikuchosonCd: '13112', isYoteibi: '0', manCount: '2',
      })}`)).body.kaisha;
      const calendar = (await server.post<CompanyAvailabilityResponse>('/api/kantan-yoyaku/company-availability/', companyAvailabilityBody(date, date))).body.results[0]!.companyInfos;
      const of = (code: string) => ({
        reservation: reservation.find((company) => company.kissCd === code)?.languages,
        estimate: estimate.find((company) => company.kissCd === code)?.languages,
        quickBooking: calendar.find((company) => company.companyId === code)?.languages,
      });
      return { big: of(BIG.code), second: of(SECOND.code) };
    };
    const english = ['ja', 'en'];
    expect(await languagesOf()).toEqual({
      big: { reservation: english, estimate: english, quickBooking: english },
      second: { reservation: ['ja'], estimate: ['ja'], quickBooking: ['ja'] },
    });

    expect(await setBy('set', SECOND.code, '--languages', 'en,ja')).toMatch(/^K0002: languages: \["ja"\] → \["ja","en"\]/);
    expect(await setBy('list')).toMatch(/K0002 .* 言語: ja,en {2}こもれび引越便/);
    await expect.poll(async () => (await languagesOf()).second).toEqual({ reservation: english, estimate: english, quickBooking: english });
    // Any language, whether the site has pages in it or not.
    expect(await setBy('set', SECOND.code, '--languages', 'ja,vi,ko')).toMatch(/^K0002: languages: \["ja","en"\] → \["ja","ko","vi"\]/);
    const asian = ['ja', 'ko', 'vi'];
    await expect.poll(async () => (await languagesOf()).second).toEqual({ reservation: asian, estimate: asian, quickBooking: asian });

    for (const [argv, message] of [
      [['set', SECOND.code, '--languages', 'en'], /--languages は ISO 639-1 の言語コード（英小文字2文字）をカンマ区切りで、ja を含めて/],
      [['set', SECOND.code, '--languages', 'ja,jp'], /--languages は/],
      [['set', 'A001', '--languages', 'ja,en'], /--languages は引越し業者（K…）の項目/],
    ] as [string[], RegExp][]) await expect(setBy(...argv), argv.join(' ')).rejects.toThrow(message);
    await setBy('set', SECOND.code, '--languages', 'ja');
    await expect.poll(async () => (await languagesOf()).second).toEqual({ reservation: ['ja'], estimate: ['ja'], quickBooking: ['ja'] });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a catalogue change reaches every instance on PostgreSQL', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('within a second of the command, on both', async () => {
    const storage = await processStorage('postgres');
    cleanups.push(storage.dispose);
    const env = { ...storage.env, SECRET: randomBytes(24).toString('base64url') };
    const instances = await Promise.all([startServerWithClient(env), startServerWithClient(env)]);
    for (const instance of instances) cleanups.push(() => instance.server.stop());
    const date = openDateAhead(24, SECOND.closedWeekdays);
    const listedBy = async (baseUrl: string) => {
      const answer = await fetch(`${baseUrl}/api/reservation/companies/?${reservationCompaniesQuery(date)}`);
      return ((await answer.json()) as ReservationCompaniesResponse).companies.map((company) => company.kissCd);
    };
    for (const instance of instances) expect(await listedBy(instance.server.baseUrl)).toContain(SECOND.code);

    const db = await openDatabase({ kind: 'postgres', url: storage.url!, maxConnections: 1 });
    cleanups.push(() => db.close());
    const changedAt = performance.now();
    await runCatalogueCommand(db, ['disable', SECOND.code], new Date(), 'operator');
    const seenAfter = await Promise.all(instances.map(async (instance) => {
      await expect.poll(() => listedBy(instance.server.baseUrl), { timeout: 1_000, interval: 20 }).not.toContain(SECOND.code);
      return Math.round(performance.now() - changedAt);
    }));
    console.log(`a disabled company left both instances' searches ${seenAfter.join(' and ')} ms after the command`);
  }, 120_000);
});
