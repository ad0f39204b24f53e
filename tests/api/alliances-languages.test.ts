import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alliance } from '../../domain/api/company.ts';
import type { CompaniesResponse, EstimateResponse } from '../../domain/api/estimate.ts';
import type { MyMoveView } from '../../domain/api/myMove.ts';
import type { ReservationAlliancesResponse, ReservationReserveResponse } from '../../domain/api/reservation.ts';
import { runCatalogueCommand } from '../../server/catalogue/catalogue-commands.ts';
import { alliances, companies } from '../support/catalogue.ts';
import { testDatabaseKinds } from '../support/databases.ts';
import { sentCopies } from '../support/sent-copies.ts';
import { startTestServer, type TestResponse, type TestServer } from '../support/server.ts';
import { bearer, visitorToken } from '../support/visitorLink.ts';
import { estimateBody, openDateAhead, reservationBody } from './marketplace-requests.ts';

const ENGLISH = { 'Accept-Language': 'en-US,en;q=0.9,ja;q=0.5' };
const JAPANESE = { 'Accept-Language': 'ja,en;q=0.8' };
const CHINESE = { 'Accept-Language': 'zh-CN,zh;q=0.9,en;q=0.5' };
const VIETNAMESE = { 'Accept-Language': 'vi-VN,vi;q=0.9,en;q=0.5' };
const BIG = companies.find((company) => company.order === 1)!;
const INTERNET = alliances.find((alliance) => alliance.id === 'A001')!;
const CLEANING = alliances.find((alliance) => alliance.id === 'A008')!;
const CITY_GAS = alliances.find((alliance) => alliance.id === 'A003')!;

/** The partner services offered for a move within Tokyo, as the catalogue seeds them. */
const OFFERED_IN_TOKYO = alliances.filter((alliance) => alliance.enabled && alliance.prefectures.has('13'));

/** Each partner service as a Japanese answer lists it, and as an answer in another language does. */
const inJapanese = (alliance: (typeof alliances)[number]): Alliance =>
  ({ alliance_id: alliance.id, file_name: alliance.fileName, title: alliance.title, content: alliance.content });
const inLanguage = (language: string) => (alliance: (typeof alliances)[number]): Alliance =>
  ({ alliance_id: alliance.id, file_name: alliance.fileName, title: alliance.texts[language]!.title, content: alliance.texts[language]!.content });
const inEnglish = inLanguage('en');
/** A partner service's English title. */
const englishOf = (alliance: (typeof alliances)[number]): string => alliance.texts.en!.title;

const COMPANIES_QUERY = new URLSearchParams({
  fromTodofukenCd: '13', fromShikuchosonCd: '13104', fromMachiCd: '1310460445255', toTodofukenCd: '13', toShikuchosonCd: '13112', isYoteibi: '0', manCount: '2',
}).toString();

/** The partner services of an answer, which says it varies by language. */
function partnersOf(response: TestResponse<{ alliance: Alliance[] }>): Alliance[] {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.headers.get('vary') ?? '').toMatch(/accept-language/i);
  return response.body.alliance;
}

describe.each(testDatabaseKinds())('partner services in the page\'s language, on %s (issues 28 and 37)', (database) => {
  let server: TestServer;
  let n = 28_700;
  const date = openDateAhead(18, BIG.closedWeekdays);
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server?.close());

  const estimateList = (headers?: Record<string, string>) => server.get<CompaniesResponse>(`/api/companies/?${COMPANIES_QUERY}`, headers);
  const reservationList = (headers?: Record<string, string>) =>
    server.get<ReservationAlliancesResponse>('/api/reservation/alliances/?fromTodofukenCd=13&toTodofukenCd=13', headers);

  /** A request's messages as they were sent (the .eml files). */
  async function outbox(reference: string): Promise<{ kind: string; recipient: string; subject: string; text_body: string }[]> {
    return (await sentCopies(server.db, reference)).map((copy) => ({ kind: copy.kind, recipient: copy.to, subject: copy.subject, text_body: copy.text }));
  }

  it('every seeded partner service has its English, Chinese and Vietnamese', () => {
    expect(alliances).toHaveLength(13);
    for (const alliance of alliances) {
      expect(alliance.texts.en?.title, alliance.id).toContain(`(${alliance.title})`);
      expect(alliance.texts.zh?.title, alliance.id).toContain(`（${alliance.title}）`);
      expect(alliance.texts.vi?.title, alliance.id).toContain(`(${alliance.title})`);
      for (const language of ['en', 'zh', 'vi']) expect(alliance.texts[language]?.content, `${alliance.id} ${language}`).toBeTruthy();
    }
    expect(OFFERED_IN_TOKYO.map((alliance) => alliance.id)).toEqual(expect.arrayContaining([INTERNET.id, CLEANING.id, CITY_GAS.id]));
  });

  it('lists them in English for an English page, and in Japanese otherwise, on both flows\' lists', async () => {
    for (const list of [estimateList, reservationList]) {
      expect(partnersOf(await list(ENGLISH))).toEqual(OFFERED_IN_TOKYO.map(inEnglish));
      expect(partnersOf(await list(CHINESE))).toEqual(OFFERED_IN_TOKYO.map(inLanguage('zh')));
      expect(partnersOf(await list(VIETNAMESE))).toEqual(OFFERED_IN_TOKYO.map(inLanguage('vi')));
      expect(partnersOf(await list(JAPANESE))).toEqual(OFFERED_IN_TOKYO.map(inJapanese));
      expect(partnersOf(await list())).toEqual(OFFERED_IN_TOKYO.map(inJapanese));
    }
  });

  it('answers the partners chosen in English after an English estimate or reservation; the partner\'s lead stays Japanese', async () => {
    const estimate = await server.post<EstimateResponse>('/api/estimate/', estimateBody([BIG.code], date, ++n, { alliance: [INTERNET.id, CLEANING.id] }), ENGLISH);
    expect(estimate.status).toBe(200);
    expect(estimate.body.alliance).toEqual([inEnglish(INTERNET), inEnglish(CLEANING)]);
    const messages = await outbox(estimate.body.requestId);
    const visitor = messages.find((message) => message.kind === 'visitor-confirmation')!;
    expect(visitor.text_body).toContain(`Services you also applied for\n\n- ${englishOf(INTERNET)}\n- ${englishOf(CLEANING)}\n`);
    const lead = messages.find((message) => message.kind === 'partner-lead' && message.recipient === INTERNET.leadEmail)!;
    expect(lead.subject).toBe(`【引越し比較】${INTERNET.title} へのお申し込み（受付番号 ${estimate.body.requestId}）`);
    expect(lead.text_body).toContain(`${INTERNET.title} ご担当者様`);
    expect(lead.text_body).not.toContain(englishOf(INTERNET));

    // The visitor's page lists them in the page's language, whatever the request's.
    const token = await visitorToken(server.db, estimate.body.requestId);
    expect((await server.get<MyMoveView>('/api/my-move/', { ...bearer(token), ...ENGLISH })).body.partners).toEqual([englishOf(INTERNET), englishOf(CLEANING)]);
    expect((await server.get<MyMoveView>('/api/my-move/', { ...bearer(token), ...JAPANESE })).body.partners).toEqual([INTERNET.title, CLEANING.title]);

    const reservation = await server.post<ReservationReserveResponse>('/api/reservation/reserve/', reservationBody([BIG.code], date, ++n, { alliance: [CITY_GAS.id] }), ENGLISH);
    expect(reservation.status).toBe(200);
    expect(reservation.body.alliance).toEqual([inEnglish(CITY_GAS)]);
    const japanese = await server.post<ReservationReserveResponse>('/api/reservation/reserve/', reservationBody([BIG.code], date, ++n, { alliance: [CITY_GAS.id] }));
    expect(japanese.body.alliance).toEqual([inJapanese(CITY_GAS)]);
    const japaneseVisitor = (await outbox(japanese.body.requestId)).find((message) => message.kind === 'visitor-confirmation')!;
    expect(japaneseVisitor.text_body).toContain(CITY_GAS.title);
    expect(japaneseVisitor.text_body).not.toContain(englishOf(CITY_GAS));
  });

  it('falls back to the Japanese of a partner service without a language, and follows the operator\'s texts at once', async () => {
    const operator = (...argv: string[]) => runCatalogueCommand(server.db, argv, new Date(), 'test');
    // A partner service added without English (only a migration adds one): say so to every instance as the command does.
    await server.db.query("DELETE FROM alliance_texts WHERE alliance_id = 'A003' AND language = 'en'");
    await server.db.query("SELECT pg_notify('catalogue_changed', '')");
    const expected = OFFERED_IN_TOKYO.map((alliance) => (alliance.id === CITY_GAS.id ? inJapanese(alliance) : inEnglish(alliance)));
    await expect.poll(async () => partnersOf(await estimateList(ENGLISH))).toEqual(expected);
    expect(partnersOf(await reservationList(ENGLISH))).toEqual(expected);
    const estimate = await server.post<EstimateResponse>('/api/estimate/', estimateBody([BIG.code], date, ++n, { alliance: [CITY_GAS.id] }), ENGLISH);
    expect(estimate.body.alliance).toEqual([inJapanese(CITY_GAS)]);

    // The other languages keep their texts.
    expect(partnersOf(await reservationList(VIETNAMESE))).toEqual(OFFERED_IN_TOKYO.map(inLanguage('vi')));

    await operator('set', CITY_GAS.id, '--language', 'en', '--title', englishOf(CITY_GAS), '--content', CITY_GAS.texts.en!.content);
    await expect.poll(async () => partnersOf(await reservationList(ENGLISH))).toEqual(OFFERED_IN_TOKYO.map(inEnglish));
    // Only the Chinese title: the Chinese description stays.
    await operator('set', CITY_GAS.id, '--language', 'zh', '--title', '燃气（ぬくもり都市ガス）');
    await expect.poll(async () => partnersOf(await reservationList(CHINESE)).find((alliance) => alliance.alliance_id === CITY_GAS.id))
      .toEqual({ ...inLanguage('zh')(CITY_GAS), title: '燃气（ぬくもり都市ガス）' });
  });
});
