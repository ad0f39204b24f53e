import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../domain/api/errors.ts';
import type { EstimateResponse } from '../../domain/api/estimate.ts';
import type { QuickBookingReserveResponse, PriceChangedBody } from '../../domain/api/quickBooking.ts';
import type { MyMoveDateQuote, MyMoveErased, MyMoveView } from '../../domain/api/myMove.ts';
import type { ReservationReserveResponse } from '../../domain/api/reservation.ts';
import type { CancellationFee } from '../../domain/cancellation/cancellationFee.ts';
import { addIsoDays } from '../../domain/dates/bookableWindow.ts';
import { personalDataEndsAt } from '../../server/privacy/retention-period.ts';
import { companies } from '../support/catalogue.ts';
import { testDatabaseKinds } from '../support/databases.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { bearer, visitorToken } from '../support/visitorLink.ts';
import { estimateBody, openDateAhead, quoteBody, reservationBody, reserveBody } from './marketplace-requests.ts';

const BIG = companies.find((company) => company.order === 1)!;
/** Serves Saitama and Tokyo with a capacity of 3 a day. */
const SMALL = companies.find((company) => company.code === 'K0020')!;
const SECOND = companies.find((company) => company.order === 2)!;

/** The server's clock: the real time moved by `offsetMs`, so a test can stand on any day before a move. */
const clock = { offsetMs: 0 };
const now = () => new Date(Date.now() + clock.offsetMs);
/** Stands on `isoDate` at `time` in Japan. */
function standOn(isoDate: string, time = '10:00'): void {
  clock.offsetMs = Date.parse(`${isoDate}T${time}:00+09:00`) - Date.now();
}

describe.each(testDatabaseKinds())('the visitor page API, on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, now });
  });
  afterAll(() => server?.close());

  async function book(companyCode: string, date: string, n: number): Promise<{ reservationId: string; token: string; price: number }> {
    const quote = await server.post<{ price: number }>('/api/kantan-yoyaku/quote/', quoteBody(companyCode, date));
    const booked = await server.post<QuickBookingReserveResponse>('/api/kantan-yoyaku/reserve/', reserveBody(companyCode, date, quote.body.price, n));
    expect(booked.status).toBe(200);
    return { reservationId: booked.body.reservationId, token: await visitorToken(server.db, booked.body.reservationId), price: quote.body.price };
  }

  async function unitsBooked(companyCode: string, date: string): Promise<number> {
    const { rows } = await server.db.query<{ booked: number }>('SELECT booked FROM company_day_bookings WHERE company_code = $1 AND moving_date = $2::date', [companyCode, date]);
    return rows[0]?.booked ?? 0;
  }

  async function noticesTo(reference: string, companyCode: string): Promise<string[]> {
    const { rows } = await server.db.query<{ subject: string }>(
      "SELECT subject FROM outbox_messages WHERE reference = $1 AND recipient_code = $2 AND kind IN ('company-lead', 'notice') ORDER BY id", [reference, companyCode]);
    return rows.map((row) => row.subject);
  }

  it('opens the booking the link names; tampered, unknown, malformed and missing links all get the same 404', async () => {
    clock.offsetMs = 0;
    const date = openDateAhead(20, BIG.closedWeekdays);
    const { reservationId, token, price } = await book(BIG.code, date, 9_101);
    const view = await server.get<MyMoveView>('/api/my-move/', bearer(token));
    expect(view.status).toBe(200);
    expect(view.headers.get('cache-control')).toBe('no-store');
    expect(view.body).toMatchObject({
      flow: 'quickBooking',
      reference: reservationId,
      companies: [{ code: BIG.code, name: BIG.name, price, status: 'open', withdrawable: false }],
      booking: { movingDate: date, cancellation: { percent: 0, fee: 0, period: '3日前まで' }, dateChangeable: true, cancelled: null },
    });
    expect(view.body.fields.find((field) => field.label === '引越し予定日')?.value).toContain(date.slice(0, 4));

    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const unknown = 'A'.repeat(43);
    const answers = await Promise.all([
      server.get('/api/my-move/', bearer(tampered)),
      server.get('/api/my-move/', bearer(unknown)),
      server.get('/api/my-move/', bearer('not a token')),
      server.get('/api/my-move/', {}),
      server.post('/api/my-move/cancel/', { fee: 0 }, bearer(tampered)),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ errors: [{ code: 'LINK_UNAVAILABLE', message: 'このリンクは無効か、有効期限が切れています。', field: null }] });
    }
    // A token given in the URL opens nothing: only the header is read.
    expect((await server.get(`/api/my-move/?token=${token}`)).status).toBe(404);
  });

  it.each([
    ['前々日', 2, 20],
    ['前日', 1, 30],
    ['当日', 0, 50],
  ])('cancels a booking on %s (%i days before) with the fee shown first (%i percent), stored, its unit released, the company told once', async (period, days, percent) => {
    clock.offsetMs = 0;
    const date = openDateAhead(12, SMALL.closedWeekdays);
    const { reservationId, token, price } = await book(SMALL.code, date, 9_110 + days);
    const before = await unitsBooked(SMALL.code, date);
    // The first minute of the day in Japan, or its last: the fee follows Japan's calendar.
    standOn(addIsoDays(date, -days), days === 0 ? '00:05' : '23:55');
    const view = await server.get<MyMoveView>('/api/my-move/', bearer(token));
    const fee = Math.floor((price * percent) / 100);
    expect(view.body.booking!.cancellation).toEqual({ daysBefore: days, period, percent, base: price, fee });
    expect(view.body.booking!.dateChangeable).toBe(false);

    // The fee seen must be the fee charged.
    const wrong = await server.post<ApiErrorBody & { cancellation: CancellationFee }>('/api/my-move/cancel/', { fee: 0 }, bearer(token));
    expect(wrong.status).toBe(409);
    expect(wrong.body.errors[0]!.code).toBe('FEE_CHANGED');
    expect(wrong.body.cancellation.fee).toBe(fee);

    const [first, second] = await Promise.all([
      server.post<MyMoveView>('/api/my-move/cancel/', { fee }, bearer(token)),
      server.post<MyMoveView>('/api/my-move/cancel/', { fee }, bearer(token)),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    for (const answer of [first, second]) {
      expect(answer.body.companies[0]!.status).toBe('cancelled');
      expect(answer.body.booking!.cancelled).toMatchObject({ fee, percent });
      expect(answer.body.booking!.cancellation).toBeNull();
    }
    const stored = await server.db.query<{ status: string; cancellation_fee: number; cancellation_fee_percent: number }>(
      'SELECT l.status, l.cancellation_fee, l.cancellation_fee_percent FROM leads l JOIN requests r ON r.id = l.request_id WHERE r.reference = $1', [reservationId]);
    expect(stored.rows[0]).toEqual({ status: 'cancelled', cancellation_fee: fee, cancellation_fee_percent: percent });
    expect(await unitsBooked(SMALL.code, date)).toBe(before - 1);
    expect(await noticesTo(reservationId, SMALL.code)).toEqual([expect.stringContaining('かんたん予約'), `【引越し比較】かんたん予約のキャンセル（予約番号 ${reservationId}）`]);
    clock.offsetMs = 0;
  });

  it('gives a cancelled booking\'s unit back: the last unit of a full day can then be booked', async () => {
    clock.offsetMs = 0;
    const date = openDateAhead(15, SMALL.closedWeekdays);
    const booked = [];
    for (let n = 0; n < SMALL.dailyCapacity; n++) booked.push(await book(SMALL.code, date, 9_120 + n));
    const quote = await server.post<{ price: number }>('/api/kantan-yoyaku/quote/', quoteBody(SMALL.code, date));
    expect((await server.post('/api/kantan-yoyaku/reserve/', reserveBody(SMALL.code, date, quote.body.price, 9_129))).status).toBe(409);
    expect((await server.post('/api/my-move/cancel/', { fee: 0 }, bearer(booked[0]!.token))).status).toBe(200);
    expect(await unitsBooked(SMALL.code, date)).toBe(SMALL.dailyCapacity - 1);
    expect((await server.post('/api/kantan-yoyaku/reserve/', reserveBody(SMALL.code, date, quote.body.price, 9_129))).status).toBe(200);
    expect(await unitsBooked(SMALL.code, date)).toBe(SMALL.dailyCapacity);
  });

  it('moves a booking to another day at the price shown beside the old one: the unit moves with it, once', async () => {
    clock.offsetMs = 0;
    const date = openDateAhead(16, BIG.closedWeekdays);
    const later = openDateAhead(24, BIG.closedWeekdays);
    const { reservationId, token, price } = await book(BIG.code, date, 9_130);
    const [unitsBefore, laterBefore] = [await unitsBooked(BIG.code, date), await unitsBooked(BIG.code, later)];
    const quote = await server.post<MyMoveDateQuote>('/api/my-move/date-quote/', { movingDate: later }, bearer(token));
    expect(quote.status).toBe(200);
    expect(quote.body.current).toMatchObject({ date, price });
    expect(quote.body.proposed.date).toBe(later);
    const expected = await server.post<{ price: number }>('/api/kantan-yoyaku/quote/', quoteBody(BIG.code, later));
    expect(quote.body.proposed.price).toBe(expected.body.price);

    // Booked = quoted: a price the visitor did not see is refused with the current one.
    const stale = await server.post<ApiErrorBody & PriceChangedBody>('/api/my-move/change-date/', { movingDate: later, price: quote.body.proposed.price + 100 }, bearer(token));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ errors: [{ code: '1003' }], currentPrice: quote.body.proposed.price });
    expect(await unitsBooked(BIG.code, date)).toBe(unitsBefore);

    const body = { movingDate: later, price: quote.body.proposed.price };
    const [first, second] = await Promise.all([
      server.post<MyMoveView>('/api/my-move/change-date/', body, bearer(token)),
      server.post<MyMoveView>('/api/my-move/change-date/', body, bearer(token)),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.booking!.movingDate).toBe(later);
    expect(first.body.companies[0]!.price).toBe(quote.body.proposed.price);
    expect([await unitsBooked(BIG.code, date), await unitsBooked(BIG.code, later)]).toEqual([unitsBefore - 1, laterBefore + 1]);
    const changes = await server.db.query('SELECT 1 FROM lead_date_changes c JOIN leads l ON l.id = c.lead_id JOIN requests r ON r.id = l.request_id WHERE r.reference = $1', [reservationId]);
    expect(changes.rowCount).toBe(1);
    expect((await noticesTo(reservationId, BIG.code)).at(-1)).toBe(`【引越し比較】かんたん予約の日程変更（予約番号 ${reservationId}）`);
    // The link lasts as long as the personal data, which now counts from the new day.
    const link = await server.db.query<{ expires_at: Date | string }>("SELECT expires_at FROM private_links WHERE reference = $1 AND audience = 'visitor'", [reservationId]);
    expect(new Date(link.rows[0]!.expires_at).toISOString()).toBe(personalDataEndsAt(later, 90).toISOString());
  });

  it('refuses a day that is full, keeping the booking and both days as they were', async () => {
    clock.offsetMs = 0;
    const date = openDateAhead(17, SMALL.closedWeekdays);
    const full = openDateAhead(26, SMALL.closedWeekdays);
    const { token, reservationId } = await book(SMALL.code, date, 9_140);
    for (let n = 0; n < SMALL.dailyCapacity; n++) await book(SMALL.code, full, 9_141 + n);
    const refused = await server.post<ApiErrorBody>('/api/my-move/date-quote/', { movingDate: full }, bearer(token));
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0]!.code).toBe('1002');
    const changed = await server.post<ApiErrorBody>('/api/my-move/change-date/', { movingDate: full, price: 1 }, bearer(token));
    expect(changed.status).toBe(409);
    const stored = await server.db.query<{ moving_date: string }>('SELECT moving_date FROM requests WHERE reference = $1', [reservationId]);
    expect(stored.rows[0]!.moving_date).toBe(date);
    expect(await unitsBooked(SMALL.code, full)).toBe(SMALL.dailyCapacity);
  });

  it('withdraws one company of a reservation: its unit released, it alone told to stop; the others stay open', async () => {
    clock.offsetMs = 0;
    const date = openDateAhead(18, [...BIG.closedWeekdays, ...SECOND.closedWeekdays]);
    const sent = await server.post<ReservationReserveResponse>('/api/reservation/reserve/', reservationBody([BIG.code, SECOND.code], date, 9_150));
    expect(sent.status).toBe(200);
    const { requestId } = sent.body;
    const token = await visitorToken(server.db, requestId);
    const before = await unitsBooked(BIG.code, date);
    const view = await server.get<MyMoveView>('/api/my-move/', bearer(token));
    expect(view.body.companies.map((company) => [company.code, company.status, company.withdrawable])).toEqual(
      expect.arrayContaining([[BIG.code, 'open', true], [SECOND.code, 'open', true]]),
    );
    expect(view.body.contact).toEqual({ method: 'email', windows: [] });

    const [first, second] = await Promise.all([
      server.post<MyMoveView>('/api/my-move/withdraw/', { companyCodes: [BIG.code] }, bearer(token)),
      server.post<MyMoveView>('/api/my-move/withdraw/', { companyCodes: [BIG.code] }, bearer(token)),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const statuses = Object.fromEntries(first.body.companies.map((company) => [company.code, company.status]));
    expect(statuses).toEqual({ [BIG.code]: 'withdrawn', [SECOND.code]: 'open' });
    expect(await unitsBooked(BIG.code, date)).toBe(before - 1);
    expect((await noticesTo(requestId, BIG.code)).at(-1)).toBe(`【引越し比較】仮予約の依頼の取り下げ（受付番号 ${requestId}）`);
    expect(await noticesTo(requestId, BIG.code)).toHaveLength(2);
    expect(await noticesTo(requestId, SECOND.code)).toHaveLength(1);

    const foreign = await server.post<ApiErrorBody>('/api/my-move/withdraw/', { companyCodes: [SMALL.code] }, bearer(token));
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors[0]).toMatchObject({ code: 'UNKNOWN_COMPANY', field: 'companyCodes' });
  });

  it('erases a booking now: cancelled first at the fee shown, erased in place, links revoked, the e-mail free to book again', async () => {
    clock.offsetMs = 0;
    const date = openDateAhead(19, BIG.closedWeekdays);
    const { reservationId, token } = await book(BIG.code, date, 9_160);
    standOn(addIsoDays(date, -1));
    const view = await server.get<MyMoveView>('/api/my-move/', bearer(token));
    const fee = view.body.booking!.cancellation!.fee;
    expect(fee).toBeGreaterThan(0);
    expect((await server.post('/api/my-move/erase/', { fee: null }, bearer(token))).status).toBe(409);

    const erased = await server.post<MyMoveErased>('/api/my-move/erase/', { fee }, bearer(token));
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({ reference: reservationId, ended: [BIG.name], fee });
    expect(erased.body.erased).toContain('メールアドレス');
    const stored = await server.db.query<{ status: string; email: string | null; erased_at: Date | null; name: string | null }>(
      'SELECT l.status, r.email, r.erased_at, r.name FROM requests r JOIN leads l ON l.request_id = r.id WHERE r.reference = $1', [reservationId]);
    expect(stored.rows[0]).toMatchObject({ status: 'cancelled', email: null, name: null });
    expect(stored.rows[0]!.erased_at).not.toBeNull();
    const notice = (await noticesTo(reservationId, BIG.code)).at(-1);
    expect(notice).toBe(`【引越し比較】お客様の個人情報の削除（予約番号 ${reservationId}）`);
    // The link is revoked: the same answer as any link that opens nothing.
    expect((await server.get('/api/my-move/', bearer(token))).status).toBe(404);
    // The duplicate keys no longer match: the same e-mail and phone can book again.
    clock.offsetMs = 0;
    const again = openDateAhead(21, BIG.closedWeekdays);
    const quote = await server.post<{ price: number }>('/api/kantan-yoyaku/quote/', quoteBody(BIG.code, again));
    expect((await server.post('/api/kantan-yoyaku/reserve/', reserveBody(BIG.code, again, quote.body.price, 9_160))).status).toBe(200);
  });

  it('erases an estimate request now: every company withdrawn and told, the request anonymised', async () => {
    clock.offsetMs = 0;
    const date = openDateAhead(22, [...BIG.closedWeekdays, ...SECOND.closedWeekdays]);
    const sent = await server.post<EstimateResponse>('/api/estimate/', estimateBody([BIG.code, SECOND.code], date, 9_170));
    expect(sent.status).toBe(200);
    const token = await visitorToken(server.db, sent.body.requestId);
    const erased = await server.post<MyMoveErased>('/api/my-move/erase/', { fee: null }, bearer(token));
    expect(erased.status).toBe(200);
    expect(erased.body.ended.sort()).toEqual([BIG.name, SECOND.name].sort());
    const leads = await server.db.query<{ status: string }>(
      'SELECT l.status FROM leads l JOIN requests r ON r.id = l.request_id WHERE r.reference = $1', [sent.body.requestId]);
    expect(leads.rows.map((row) => row.status)).toEqual(['withdrawn', 'withdrawn']);
    const request = await server.db.query<{ email: string | null }>('SELECT email FROM requests WHERE reference = $1', [sent.body.requestId]);
    expect(request.rows[0]!.email).toBeNull();
    for (const code of [BIG.code, SECOND.code]) expect((await noticesTo(sent.body.requestId, code)).at(-1)).toContain('お客様の個人情報の削除');
    expect((await server.get('/api/my-move/', bearer(token))).status).toBe(404);
  });
});

describe('the visitor page API is counted against the writes budget', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_WRITES: '3' } });
  });
  afterAll(() => server?.close());

  it('answers 429 once an address has tried its budget of links, whatever they open', async () => {
    const statuses = [];
    for (let n = 0; n < 4; n++) statuses.push((await server.get('/api/my-move/', bearer(String(n).repeat(43)))).status);
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});
