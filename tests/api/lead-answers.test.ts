import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../domain/api/errors.ts';
import type { LeadResponse } from '../../domain/api/lead.ts';
import type { QuickBookingReserveResponse } from '../../domain/api/quickBooking.ts';
import type { ReservationReserveResponse } from '../../domain/api/reservation.ts';
import type { EstimateResponse } from '../../domain/api/estimate.ts';
import { openDatabase } from '../../server/db/open.ts';
import type { Queryable } from '../../server/db/database.ts';
import { createPrivateLink } from '../../server/links/private-link.ts';
import { companies } from '../support/catalogue.ts';
import { testDatabaseKinds } from '../support/databases.ts';
import { sentCopies } from '../support/sent-copies.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { processStorage, startServerWithClient, type ServerClient } from '../support/server-client.ts';
import { visitorToken } from '../support/visitorLink.ts';
import type { MyMoveView } from '../../domain/api/myMove.ts';
import { estimateBody, openDateAhead, quoteBody, reservationBody, reserveBody, SHINJUKU_DISTRICT } from './marketplace-requests.ts';

const BIG = companies.find((company) => company.order === 1)!;
/** Serves Saitama and Tokyo with a capacity of 3 a day. */
const SMALL = companies.find((company) => company.code === 'K0020')!;
const CLOSED = [...BIG.closedWeekdays, ...SMALL.closedWeekdays];

const LINK_INVALID = { errors: [{ code: 'LEAD_LINK_INVALID', message: expect.stringContaining('このリンクは無効か、有効期限が切れています'), field: null }] };

/** The token of the company link in the lead e-mail a company received for a request. */
async function leadToken(db: Queryable, reference: string, companyCode: string): Promise<string> {
  const leads = (await sentCopies(db, reference, 'company-lead')).filter((lead) => lead.recipientCode === companyCode);
  expect(leads).toHaveLength(1);
  const token = /\/lead\/#([A-Za-z0-9_-]{43})/.exec(leads[0]!.text)?.[1];
  expect(token).toBeDefined();
  return token!;
}

/** The visitor's messages about answers to a request, oldest first. */
async function answerMessages(db: Queryable, reference: string): Promise<{ subject: string; text: string; recipient: string }[]> {
  return (await sentCopies(db, reference, 'lead-answer')).map((copy) => ({ subject: copy.subject, text: copy.text, recipient: copy.to }));
}

async function bookedUnits(db: Queryable, companyCode: string, date: string): Promise<number> {
  const { rows } = await db.query<{ booked: number }>('SELECT booked FROM company_day_bookings WHERE company_code = $1 AND moving_date = $2::date', [companyCode, date]);
  return rows[0]?.booked ?? 0;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(testDatabaseKinds())('companies answer their leads through their private links, on %s', (database) => {
  let server: TestServer;
  /** The server's clock: real time, or the instant a test stands at (a hold's end). */
  let standingAt: number | null = null;
  const now = () => new Date(standingAt ?? Date.now());
  let n = 40_000;

  beforeAll(async () => {
    server = await startTestServer({ database, now });
  });
  afterAll(() => server?.close());

  const lead = (token: string) => server.get<LeadResponse>('/api/lead/', bearer(token));
  const confirm = (token: string, body: object = {}) => server.post<LeadResponse & ApiErrorBody>('/api/lead/confirm/', body, bearer(token));
  const decline = (token: string, reason = 'schedule') => server.post<LeadResponse & ApiErrorBody>('/api/lead/decline/', { reason }, bearer(token));

  async function quickBooking(company: typeof BIG, date: string, overrides: Record<string, unknown> = {}) {
    const quote = await server.post<{ price: number }>('/api/kantan-yoyaku/quote/', quoteBody(company.code, date));
    const booked = await server.post<QuickBookingReserveResponse & ApiErrorBody>('/api/kantan-yoyaku/reserve/', reserveBody(company.code, date, quote.body.price, n++, overrides));
    return { ...booked, price: quote.body.price };
  }

  async function reservation(codes: string[], date: string, overrides: Record<string, unknown> = {}) {
    const response = await server.post<ReservationReserveResponse>('/api/reservation/reserve/', reservationBody(codes, date, n++, overrides));
    expect(response.status).toBe(200);
    return response.body;
  }

  it('shows a quick booking as its e-mail did, confirms it once, and tells the visitor', async () => {
    const date = openDateAhead(15, CLOSED);
    const booked = await quickBooking(BIG, date);
    expect(booked.status).toBe(200);
    const token = await leadToken(server.db, booked.body.reservationId, BIG.code);

    const shown = await lead(token);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('no-store');
    expect(shown.body).toMatchObject({
      flow: 'quickBooking', reference: booked.body.reservationId, companyName: BIG.name, status: 'open',
      answerBy: booked.body.expiredDate, price: { total: booked.price }, confirmable: null, answer: null,
    });
    // The same rows as the e-mail: the phone is there (a quick booking asks for it), the contact rule in words.
    expect(shown.body.customer.map((row) => row.label)).toEqual(['お名前', 'メールアドレス', '電話番号', 'ご連絡方法']);
    expect(shown.body.move.map((row) => row.label)).toContain('引越し予定日');
    const mail = (await sentCopies(server.db, booked.body.reservationId, 'company-lead'))[0]!.text;
    for (const row of [...shown.body.customer, ...shown.body.move]) expect(mail).toContain(row.value.split('\n')[0]);

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'confirmed', answer: { declineReason: null } });
    // Answered again, the same answer is the first one; nothing is written twice. The other answer is refused in words.
    expect((await confirm(token)).body.status).toBe('confirmed');
    const refused = await decline(token);
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([{ code: 'LEAD_ALREADY_ANSWERED', message: 'この依頼には、すでに「確定」と回答済みです。', field: null }]);
    const messages = await answerMessages(server.db, booked.body.reservationId);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.subject).toBe(`【引越し比較】${BIG.name}がご予約を確定しました（予約番号 ${booked.body.reservationId}）`);
    expect(messages[0]!.recipient).toMatch(/^visitor\d+@example\.jp$/);
    // A confirmed booking keeps its unit.
    expect(await bookedUnits(server.db, BIG.code, date)).toBe(1);
  });

  it('confirms a provisional reservation for the visitor\'s day in a time frame they asked for, and declines another with a reason, giving its unit back', async () => {
    const date = openDateAhead(22, CLOSED);
    const request = await reservation([BIG.code, SMALL.code], date, { kibouJikanCd: '1' });
    const tokenBig = await leadToken(server.db, request.requestId, BIG.code);
    const tokenSmall = await leadToken(server.db, request.requestId, SMALL.code);
    expect((await lead(tokenBig)).body).toMatchObject({ flow: 'reservation', confirmable: { date, timeFrames: ['1'] }, status: 'open' });
    // E-mail only (the form's default): no phone row, as in the e-mail.
    expect((await lead(tokenBig)).body.customer.map((row) => row.label)).toEqual(['お名前', 'メールアドレス', 'ご連絡方法']);

    const otherDay = await confirm(tokenBig, { date: openDateAhead(40, CLOSED), timeFrame: '2' });
    expect(otherDay.status).toBe(400);
    expect(otherDay.body.errors.map((error) => error.field)).toEqual(['date', 'timeFrame']);
    expect((await confirm(tokenBig, { date })).body.errors).toEqual([{ code: 'INVALID_INPUT', message: 'お客様のご希望の時間帯から選んでください。', field: 'timeFrame' }]);
    const confirmed = await confirm(tokenBig, { date, timeFrame: '1' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.answer).toMatchObject({ confirmedDate: date, confirmedTimeFrame: '1' });

    expect((await decline(tokenSmall, 'cheaper')).status).toBe(400);
    expect(await bookedUnits(server.db, SMALL.code, date)).toBe(1);
    const declined = await decline(tokenSmall, 'price');
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: 'declined', answer: { declineReason: 'price' }, customer: [] });
    expect(await bookedUnits(server.db, SMALL.code, date)).toBe(0);
    expect(await bookedUnits(server.db, BIG.code, date)).toBe(1);
    // The same decline again is the first one; its unit is not given back twice.
    expect((await decline(tokenSmall, 'price')).status).toBe(200);

    const messages = await answerMessages(server.db, request.requestId);
    expect(messages.map((message) => message.subject)).toEqual([
      `【引越し比較】${BIG.name}が仮予約を確定しました（受付番号 ${request.requestId}）`,
      `【引越し比較】${SMALL.name}から仮予約をお引き受けできないとの回答がありました（受付番号 ${request.requestId}）`,
    ]);
    expect(messages[0]!.text).toContain('午前');
    expect(messages[1]!.text).toContain('理由：表示した料金ではお引き受けできないため');
    expect(messages[1]!.text).toContain('/reservation/');
    expect(messages[1]!.text).toMatch(/ご依頼の状況を見る・変更する\n.*\/my-move\/#[A-Za-z0-9_-]{43}/);
  });

  it('lets the visitor withdraw a lead its company confirmed, and erase a request holding one: the unit goes back, the company is told', async () => {
    const date = openDateAhead(24, CLOSED);
    const withdrawn = await reservation([BIG.code, SMALL.code], date, { kibouJikanCd: '1' });
    expect((await confirm(await leadToken(server.db, withdrawn.requestId, BIG.code), { date, timeFrame: '1' })).status).toBe(200);
    const erased = await reservation([BIG.code], date, { kibouJikanCd: '1' });
    expect((await confirm(await leadToken(server.db, erased.requestId, BIG.code), { date, timeFrame: '1' })).status).toBe(200);
    expect(await bookedUnits(server.db, BIG.code, date)).toBe(2);
    // The company is told of a withdrawal or an erasure only once its lead reached it: the leads are sent first.
    await expect.poll(async () => (await server.db.query(
      `SELECT 1 FROM outbox_messages WHERE reference = ANY($1) AND kind = 'company-lead' AND status <> 'sent'`, [[withdrawn.requestId, erased.requestId]])).rowCount, { timeout: 15_000 }).toBe(0);

    const visitor = await visitorToken(server.db, withdrawn.requestId);
    const view = await server.post<MyMoveView>('/api/my-move/withdraw/', { companyCodes: [BIG.code] }, bearer(visitor));
    expect(view.status).toBe(200);
    expect(view.body.companies.find((company) => company.code === BIG.code)).toMatchObject({ status: 'withdrawn', withdrawable: false });
    const erasure = await server.post('/api/my-move/erase/', { fee: null }, bearer(await visitorToken(server.db, erased.requestId)));
    expect(erasure.status).toBe(200);
    expect(await bookedUnits(server.db, BIG.code, date)).toBe(0);
    for (const { requestId } of [withdrawn, erased]) {
      const notices = (await sentCopies(server.db, requestId, 'notice')).filter((notice) => notice.recipientCode === BIG.code);
      expect(notices.map((notice) => notice.subject), requestId).toHaveLength(1);
    }

    const { rows } = await server.db.query<{ reference: string; status: string; confirmed_date: string | null }>(
      'SELECT r.reference, l.status, l.confirmed_date FROM leads l JOIN requests r ON r.id = l.request_id WHERE r.reference = ANY($1) AND l.company_code = $2 ORDER BY r.id',
      [[withdrawn.requestId, erased.requestId], BIG.code]);
    // What the company confirmed stays on record beside the withdrawal.
    expect(rows).toEqual([
      { reference: withdrawn.requestId, status: 'withdrawn', confirmed_date: date },
      { reference: erased.requestId, status: 'withdrawn', confirmed_date: date },
    ]);
  });

  it('shows an estimate lead read-only: there is nothing to confirm', async () => {
    const date = openDateAhead(29, CLOSED);
    const estimate = await server.post<EstimateResponse>('/api/estimate/', estimateBody([BIG.code], date, n++));
    const token = await leadToken(server.db, estimate.body.requestId, BIG.code);
    expect((await lead(token)).body).toMatchObject({ flow: 'estimate', status: 'open', answerBy: null, confirmable: null });
    const refused = await confirm(token);
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0]!.code).toBe('LEAD_NOT_ANSWERABLE');
  });

  it('opens one lead per link: no token of one company or lead reads or answers another, and every bad link gets the one 404', async () => {
    const date = openDateAhead(36, CLOSED);
    const request = await reservation([BIG.code, SMALL.code], date);
    const tokenA = await leadToken(server.db, request.requestId, BIG.code);
    const otherOfA = await quickBooking(BIG, openDateAhead(43, CLOSED));
    const tokenOtherOfA = await leadToken(server.db, otherOfA.body.reservationId, BIG.code);

    // A's token answers A's lead only, whatever the body names.
    const answered = await decline(tokenA, 'other');
    expect(answered.body).toMatchObject({ reference: request.requestId, companyName: BIG.name });
    await server.post('/api/lead/confirm/', { date, timeFrame: '1', reference: otherOfA.body.reservationId, companyCode: SMALL.code }, bearer(tokenA));
    const small = (await server.db.query<{ status: string }>(
      'SELECT l.status FROM leads l JOIN requests r ON r.id = l.request_id WHERE r.reference = $1 AND l.company_code = $2',
      [request.requestId, SMALL.code])).rows[0]!;
    expect(small.status).toBe('open');
    expect((await lead(tokenOtherOfA)).body).toMatchObject({ reference: otherOfA.body.reservationId, status: 'open' });

    // A visitor's link of the same request opens no lead; nor does a tampered, missing, expired or revoked one.
    const visitorToken = await server.db.transaction((tx) => createPrivateLink(tx,
      { audience: 'visitor', flow: 'reservation', reference: request.requestId, companyCode: null }, { now: new Date(), expiresAt: new Date(Date.now() + 86_400_000) }));
    const tampered = `${tokenOtherOfA.slice(0, -1)}${tokenOtherOfA.endsWith('A') ? 'B' : 'A'}`;
    const revoked = await quickBooking(BIG, openDateAhead(50, CLOSED));
    const revokedToken = await leadToken(server.db, revoked.body.reservationId, BIG.code);
    await server.db.query('UPDATE private_links SET revoked_at = now() WHERE reference = $1', [revoked.body.reservationId]);
    const bad = [visitorToken, tampered, revokedToken, 'short', `${tokenOtherOfA} extra`];
    for (const token of bad) {
      for (const call of [lead(token), confirm(token), decline(token)]) {
        const response = await call;
        expect(response.status).toBe(404);
        expect(response.body).toEqual(LINK_INVALID);
      }
    }
    // An answer without the page's CSRF token is refused before the link is looked at.
    const forged = await fetch(`${server.baseUrl}/api/lead/decline/`, { method: 'POST', headers: { 'content-type': 'application/json', ...bearer(tokenOtherOfA) }, body: JSON.stringify({ reason: 'price' }) });
    expect(forged.status).toBe(403);
    expect((await lead(tokenOtherOfA)).body.status).toBe('open');
    const missing = await server.get('/api/lead/');
    expect([missing.status, missing.body]).toEqual([404, LINK_INVALID]);
    // Past the end of its move day, a link opens nothing.
    standingAt = Date.parse(`${openDateAhead(50, CLOSED)}T15:00:00Z`) + 86_400_000;
    try {
      expect((await lead(tokenOtherOfA)).body).toEqual(LINK_INVALID);
    } finally {
      standingAt = null;
    }
  });

  it('expires an unanswered quick booking at its expiredDate: the unit goes back and the visitor hears of it with the way to another company', async () => {
    const date = openDateAhead(57, CLOSED);
    // SMALL's day is full after three holds, and a fourth booking is refused.
    const firstVisitor = n;
    const held = [await quickBooking(SMALL, date), await quickBooking(SMALL, date), await quickBooking(SMALL, date)];
    expect(held.map((booking) => booking.status)).toEqual([200, 200, 200]);
    expect((await quickBooking(SMALL, date)).status).toBe(409);
    const [first, second] = held;
    const tokenFirst = await leadToken(server.db, first!.body.reservationId, SMALL.code);
    await confirm(await leadToken(server.db, second!.body.reservationId, SMALL.code));

    // A millisecond before the end nothing expires; at the end the unanswered ones do, once.
    const expiresAt = Date.parse(first!.body.expiredDate);
    standingAt = expiresAt - 1;
    await server.leadExpiry.runOnce();
    expect((await lead(tokenFirst)).body.status).toBe('open');
    standingAt = Date.parse(held[2]!.body.expiredDate);
    try {
      // Answering at the end is too late, even before the job has run.
      const late = await confirm(tokenFirst);
      expect(late.status).toBe(409);
      expect(late.body.errors[0]!.message).toBe('回答期限を過ぎたため、この依頼は終了しました。');
      expect((await server.leadExpiry.runOnce())?.length).toBeGreaterThanOrEqual(2);
      expect(await server.leadExpiry.runOnce()).toEqual([]);
      expect(await bookedUnits(server.db, SMALL.code, date)).toBe(1);
      expect((await lead(tokenFirst)).body).toMatchObject({ status: 'expired', customer: [], answer: { answeredAt: expect.any(String) } });
      const messages = await answerMessages(server.db, first!.body.reservationId);
      expect(messages).toHaveLength(1);
      expect(messages[0]!.subject).toContain('期限までに回答がなく、ご予約を終了しました');
      // The way to another company for the same move: quick booking with the route and the day filled in, nothing personal.
      const again = new URL(/https?:\/\/\S+\/kantan-yoyaku\/\S*/.exec(messages[0]!.text)![0]);
      expect(Object.fromEntries(again.searchParams)).toEqual({
        fromZipCd: '1600022', fromTodofukenCd: '13', fromShikugunCd: '13104', fromMachiCd: SHINJUKU_DISTRICT, toTodofukenCd: '13', toShikugunCd: '13112', pickedDate: date.replaceAll('-', ''),
      });
      expect(await answerMessages(server.db, second!.body.reservationId)).toHaveLength(1);
    } finally {
      standingAt = null;
    }
    // The day has room again, and the visitor whose hold expired may book it (or another company) again.
    const quote = await server.post<{ price: number }>('/api/kantan-yoyaku/quote/', quoteBody(SMALL.code, date));
    expect((await server.post('/api/kantan-yoyaku/reserve/', reserveBody(SMALL.code, date, quote.body.price, firstVisitor))).status).toBe(200);
  });

  it('expires an unanswered provisional reservation lead at its answer deadline (48 hours, or the move\'s eve if sooner) and gives its unit back', async () => {
    const date = openDateAhead(64, CLOSED);
    const request = await reservation([SMALL.code], date);
    const { rows } = await server.db.query<{ answer_by: Date }>(
      'SELECT l.answer_by FROM leads l JOIN requests r ON r.id = l.request_id WHERE r.reference = $1', [request.requestId]);
    const answerBy = new Date(rows[0]!.answer_by).getTime();
    expect(answerBy - Date.parse(request.requestDateTime)).toBe(48 * 3_600_000);
    expect((await lead(await leadToken(server.db, request.requestId, SMALL.code))).body.answerBy).toBe(new Date(answerBy).toISOString());
    expect(await bookedUnits(server.db, SMALL.code, date)).toBe(1);
    standingAt = answerBy;
    try {
      expect((await server.leadExpiry.runOnce())?.length).toBeGreaterThanOrEqual(1);
    } finally {
      standingAt = null;
    }
    expect(await bookedUnits(server.db, SMALL.code, date)).toBe(0);
    const messages = await answerMessages(server.db, request.requestId);
    expect(messages.map((message) => message.subject)).toEqual([`【引越し比較】${SMALL.name}から期限までに回答がなく、仮予約を終了しました（受付番号 ${request.requestId}）`]);
  });

  it('an ended lead (declined, expired, withdrawn) keeps the move as a company may keep it: the API answer holds no house number, building, town or free text', async () => {
    const THIRD = companies.find((company) => company.servicePrefectures.has('13') && company.dailyCapacity > 0 && ![BIG.code, SMALL.code].includes(company.code))!;
    const date = openDateAhead(78, [...CLOSED, ...THIRD.closedWeekdays]);
    const personal = { fromHouseNumber: '1-2-3 コーポ青葉201', toHouseNumber: '4-5-6 メゾン桜302', etcNimotsu: 'アップライトピアノ', etcYobo: '門の暗証番号は4821です' };
    const request = await reservation([BIG.code, SMALL.code, THIRD.code], date, personal);
    const [declining, expiring, withdrawing] = await Promise.all([BIG, SMALL, THIRD].map((company) => leadToken(server.db, request.requestId, company.code)));
    // While open, the company reads the whole move, as its e-mail did.
    const open = JSON.stringify((await lead(declining!)).body);
    for (const text of ['コーポ青葉201', 'メゾン桜302', '桜新町', 'アップライトピアノ', '4821', '〒160-0022']) expect(open).toContain(text);

    expect((await decline(declining!, 'price')).status).toBe(200);
    const withdrawn = await server.post('/api/my-move/withdraw/', { companyCodes: [THIRD.code] }, bearer(await visitorToken(server.db, request.requestId)));
    expect(withdrawn.status).toBe(200);
    const { rows } = await server.db.query<{ answer_by: Date }>(
      'SELECT DISTINCT l.answer_by FROM leads l JOIN requests r ON r.id = l.request_id WHERE r.reference = $1', [request.requestId]);
    expect(rows).toHaveLength(1);
    standingAt = new Date(rows[0]!.answer_by).getTime();
    try {
      await server.leadExpiry.runOnce();
      for (const [token, status] of [[declining!, 'declined'], [expiring!, 'expired'], [withdrawing!, 'withdrawn']] as const) {
        const ended = await lead(token);
        expect(ended.body.status).toBe(status);
        const text = JSON.stringify(ended.body);
        for (const kept of ['コーポ青葉201', 'メゾン桜302', '桜新町', 'アップライトピアノ', '4821', '〒', '山田', 'example.jp']) expect(text, `${status}: ${kept}`).not.toContain(kept);
        const rowsByLabel = Object.fromEntries(ended.body.move.map((row) => [row.label, row.value]));
        expect(rowsByLabel['引越し元']!.split('\n')[0]).toBe('東京都新宿区');
        expect(rowsByLabel['引越し先']!.split('\n')[0]).toBe('東京都世田谷区');
        expect(Object.keys(rowsByLabel)).toEqual(['引越し元', '引越し先', '引越し予定日', '時間帯', '人数', '荷物']);
        expect(ended.body.customer).toEqual([]);
      }
    } finally {
      standingAt = null;
    }
  });

  it('the visitor\'s page says the day and time frame a company confirmed, as the e-mail does (not the 指定なし they asked)', async () => {
    const date = openDateAhead(85, CLOSED);
    const request = await reservation([BIG.code], date, { kibouJikanCd: '0' });
    const visitor = await visitorToken(server.db, request.requestId);
    expect((await confirm(await leadToken(server.db, request.requestId, BIG.code), { date, timeFrame: '2' })).status).toBe(200);
    const page = await server.get<MyMoveView>('/api/my-move/', bearer(visitor));
    const company = page.body.companies.find((listed) => listed.code === BIG.code)!;
    expect(company.status).toBe('confirmed');
    const mail = (await answerMessages(server.db, request.requestId))[0]!.text;
    expect(company.confirmedTime).toMatch(/午後$/);
    expect(mail).toContain(`確定した日時：${company.confirmedTime}`);
  });

  it('lets one of a confirm and a decline sent at once win; the other is told in words', async () => {
    const date = openDateAhead(71, CLOSED);
    const booked = await quickBooking(BIG, date);
    const token = await leadToken(server.db, booked.body.reservationId, BIG.code);
    const answers = await Promise.all([confirm(token), decline(token, 'schedule')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(loser.body.errors[0]!.message).toMatch(/^この依頼には、すでに「(確定|辞退)」と回答済みです。$/);
    expect(await answerMessages(server.db, booked.body.reservationId)).toHaveLength(1);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('confirm and decline racing through two instances on PostgreSQL', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('each lead gets exactly one answer: one of each pair wins, the other is refused with 409', async () => {
    const storage = await processStorage('postgres');
    cleanups.push(storage.dispose);
    const env = { ...storage.env, SECRET: randomBytes(24).toString('base64url') };
    const instances: ServerClient[] = await Promise.all([startServerWithClient(env), startServerWithClient(env)]);
    for (const instance of instances) cleanups.push(() => instance.server.stop());
    const db = await openDatabase({ kind: 'postgres', url: storage.url!, maxConnections: 4 });
    cleanups.push(() => db.close());

    const LEADS = 30;
    const date = openDateAhead(30, BIG.closedWeekdays);
    const codes = companies.filter((company) => company.servicePrefectures.has('13') && company.dailyCapacity > 0).slice(0, 3).map((company) => company.code);
    const tokens: string[] = [];
    for (let i = 0; i < LEADS / codes.length; i++) {
      const request = await instances[0]!.post<ReservationReserveResponse>('/api/reservation/reserve/', reservationBody(codes, date, 90_000 + i));
      expect(request.status).toBe(200);
      for (const company of request.body.companies) tokens.push(await leadToken(db, request.body.requestId, company.kissCd));
    }
    const unitsBefore = await db.query<{ total: number }>('SELECT coalesce(sum(booked), 0)::int AS total FROM company_day_bookings WHERE moving_date = $1::date', [date]);

    const results = await Promise.all(tokens.flatMap((token) => [
      instances[0]!.post<ApiErrorBody>('/api/lead/confirm/', { date, timeFrame: '1' }, bearer(token)),
      instances[1]!.post<ApiErrorBody>('/api/lead/decline/', { reason: 'schedule' }, bearer(token)),
    ]));
    const statuses = results.map((result) => result.status);
    const wins = { confirm: 0, decline: 0 };
    for (let i = 0; i < tokens.length; i++) {
      const [confirmed, declined] = [results[2 * i]!, results[2 * i + 1]!];
      expect([confirmed.status, declined.status].sort()).toEqual([200, 409]);
      if (confirmed.status === 200) wins.confirm++;
      else wins.decline++;
    }
    const stored = await db.query<{ status: string; n: number }>(
      `SELECT l.status, count(*)::int AS n FROM leads l JOIN requests r ON r.id = l.request_id
        WHERE r.flow = 'reservation' AND r.moving_date = $1::date GROUP BY l.status`, [date]);
    expect(Object.fromEntries(stored.rows.map((row) => [row.status, row.n]))).toEqual({
      ...(wins.confirm > 0 ? { confirmed: wins.confirm } : {}), ...(wins.decline > 0 ? { declined: wins.decline } : {}),
    });
    const unitsAfter = await db.query<{ total: number }>('SELECT coalesce(sum(booked), 0)::int AS total FROM company_day_bookings WHERE moving_date = $1::date', [date]);
    expect(unitsBefore.rows[0]!.total - unitsAfter.rows[0]!.total).toBe(wins.decline);
    const messages = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox_messages WHERE kind = 'lead-answer'`);
    expect(messages.rows[0]!.n).toBe(tokens.length);
    console.log(`${tokens.length} leads, confirm and decline at once through two instances: ${wins.confirm} confirmed, ${wins.decline} declined, ${statuses.filter((status) => status === 409).length} refused with 409, ${unitsBefore.rows[0]!.total - unitsAfter.rows[0]!.total} units given back`);
  }, 180_000);
});
