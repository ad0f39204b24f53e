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
const BIG = companies.find((company) => company.order === 1)!;
const INTERNET = alliances.find((alliance) => alliance.id === 'A001')!;
const CLEANING = alliances.find((alliance) => alliance.id === 'A008')!;
const CITY_GAS = alliances.find((alliance) => alliance.id === 'A003')!;

/** The partner services offered for a move within Tokyo, as the catalogue seeds them. */
const OFFERED_IN_TOKYO = alliances.filter((alliance) => alliance.enabled && alliance.prefectures.has('13'));

/** Each partner service as a Japanese answer lists it, and as an English one does. */
const inJapanese = (alliance: (typeof alliances)[number]): Alliance =>
  ({ alliance_id: alliance.id, file_name: alliance.fileName, title: alliance.title, content: alliance.content });
const inEnglish = (alliance: (typeof alliances)[number]): Alliance =>
  ({ alliance_id: alliance.id, file_name: alliance.fileName, title: alliance.titleEn!, content: alliance.contentEn! });

const COMPANIES_QUERY = new URLSearchParams({
  fromTodofukenCd: '13', fromShikuchosonCd: '13104', fromMachiCd: '1310460445255', toTodofukenCd: '13', toShikuchosonCd: '13112', isYoteibi: '0', manCount: '2',
}).toString();

/** The partner services of an answer, which says it varies by language. */
function partnersOf(response: TestResponse<{ alliance: Alliance[] }>): Alliance[] {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.headers.get('vary') ?? '').toMatch(/accept-language/i);
  return response.body.alliance;
}

describe.each(testDatabaseKinds())('partner services in the page\'s language, on %s (issue 28)', (database) => {
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

  it('every seeded partner service has its English', () => {
    expect(alliances).toHaveLength(13);
    for (const alliance of alliances) {
      expect(alliance.titleEn, alliance.id).toContain(`(${alliance.title})`);
      expect(alliance.contentEn, alliance.id).toBeTruthy();
    }
    expect(OFFERED_IN_TOKYO.map((alliance) => alliance.id)).toEqual(expect.arrayContaining([INTERNET.id, CLEANING.id, CITY_GAS.id]));
  });

  it('lists them in English for an English page, and in Japanese otherwise, on both flows\' lists', async () => {
    for (const list of [estimateList, reservationList]) {
      expect(partnersOf(await list(ENGLISH))).toEqual(OFFERED_IN_TOKYO.map(inEnglish));
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
    expect(visitor.text_body).toContain(`Services you also applied for\n\n- ${INTERNET.titleEn}\n- ${CLEANING.titleEn}\n`);
    const lead = messages.find((message) => message.kind === 'partner-lead' && message.recipient === INTERNET.leadEmail)!;
    expect(lead.subject).toBe(`【引越し比較】${INTERNET.title} へのお申し込み（受付番号 ${estimate.body.requestId}）`);
    expect(lead.text_body).toContain(`${INTERNET.title} ご担当者様`);
    expect(lead.text_body).not.toContain(INTERNET.titleEn!);

    // The visitor's page lists them in the page's language, whatever the request's.
    const token = await visitorToken(server.db, estimate.body.requestId);
    expect((await server.get<MyMoveView>('/api/my-move/', { ...bearer(token), ...ENGLISH })).body.partners).toEqual([INTERNET.titleEn, CLEANING.titleEn]);
    expect((await server.get<MyMoveView>('/api/my-move/', { ...bearer(token), ...JAPANESE })).body.partners).toEqual([INTERNET.title, CLEANING.title]);

    const reservation = await server.post<ReservationReserveResponse>('/api/reservation/reserve/', reservationBody([BIG.code], date, ++n, { alliance: [CITY_GAS.id] }), ENGLISH);
    expect(reservation.status).toBe(200);
    expect(reservation.body.alliance).toEqual([inEnglish(CITY_GAS)]);
    const japanese = await server.post<ReservationReserveResponse>('/api/reservation/reserve/', reservationBody([BIG.code], date, ++n, { alliance: [CITY_GAS.id] }));
    expect(japanese.body.alliance).toEqual([inJapanese(CITY_GAS)]);
    const japaneseVisitor = (await outbox(japanese.body.requestId)).find((message) => message.kind === 'visitor-confirmation')!;
    expect(japaneseVisitor.text_body).toContain(CITY_GAS.title);
    expect(japaneseVisitor.text_body).not.toContain(CITY_GAS.titleEn!);
  });

  it('falls back to the Japanese of a partner service without English, and follows the operator\'s English at once', async () => {
    const operator = (...argv: string[]) => runCatalogueCommand(server.db, argv, new Date(), 'test');
    // A partner service added without English (only a migration adds one): say so to every instance as the command does.
    await server.db.query("UPDATE alliances SET title_en = NULL, content_en = NULL WHERE id = 'A003'");
    await server.db.query("SELECT pg_notify('catalogue_changed', '')");
    const expected = OFFERED_IN_TOKYO.map((alliance) => (alliance.id === CITY_GAS.id ? inJapanese(alliance) : inEnglish(alliance)));
    await expect.poll(async () => partnersOf(await estimateList(ENGLISH))).toEqual(expected);
    expect(partnersOf(await reservationList(ENGLISH))).toEqual(expected);
    const estimate = await server.post<EstimateResponse>('/api/estimate/', estimateBody([BIG.code], date, ++n, { alliance: [CITY_GAS.id] }), ENGLISH);
    expect(estimate.body.alliance).toEqual([inJapanese(CITY_GAS)]);

    await operator('set', CITY_GAS.id, '--title-en', CITY_GAS.titleEn!, '--content-en', CITY_GAS.contentEn!);
    await expect.poll(async () => partnersOf(await reservationList(ENGLISH))).toEqual(OFFERED_IN_TOKYO.map(inEnglish));
    // Only the title in English: the description stays Japanese until it has its own.
    await server.db.query("UPDATE alliances SET content_en = NULL WHERE id = 'A003'");
    await operator('set', CITY_GAS.id, '--title-en', 'Gas (ぬくもり都市ガス)');
    await expect.poll(async () => partnersOf(await reservationList(ENGLISH)).find((alliance) => alliance.alliance_id === CITY_GAS.id))
      .toEqual({ ...inJapanese(CITY_GAS), title: 'Gas (ぬくもり都市ガス)' });
  });
});
