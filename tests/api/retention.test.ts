import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EstimateResponse } from '../../domain/api/estimate.ts';
import type { QuickBookingReserveResponse } from '../../domain/api/quickBooking.ts';
import type { ReservationReserveResponse } from '../../domain/api/reservation.ts';
import type { Move } from '../../server/requests/move.ts';
import { companies } from '../support/catalogue.ts';
import { testDatabaseKinds } from '../support/databases.ts';
import { sentCopies } from '../support/sent-copies.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { estimateBody, openDateAhead, quoteBody, reservationBody, reserveBody } from './marketplace-requests.ts';

const BIG = companies.find((company) => company.order === 1)!;
const DAY_MS = 86_400_000;

describe.each(testDatabaseKinds())('personal data past its retention, on %s', (database) => {
  /** The server's clock, moved on by the test: the retention rule counts days after the move. */
  let clock = Date.now();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, now: () => new Date(clock) });
  });
  afterAll(() => server?.close());

  /** The personal columns of a request (the moving form's shimei, shimeiKana, email, tel1, fromHouseNumber, toHouseNumber, toTownArea and etcYobo). */
  const PERSONAL = ['name', 'name_reading', 'email', 'tel', 'origin_detail', 'destination_detail', 'destination_town_area', 'note'] as const;
  const personalOf = async (reference: string) => (await server.db.query<Record<(typeof PERSONAL)[number], string | null>>(
    `SELECT ${PERSONAL.join(', ')} FROM requests WHERE reference = $1`, [reference])).rows[0]!;

  const quickBook = async (date: string, n: number) => {
    const quote = await server.post<{ price: number }>('/api/kantan-yoyaku/quote/', quoteBody(BIG.code, date));
    const booked = await server.post<QuickBookingReserveResponse>('/api/kantan-yoyaku/reserve/', reserveBody(BIG.code, date, quote.body.price, n));
    expect(booked.status).toBe(200);
    return booked.body.reservationId;
  };

  it('erases in place the names, contact and house numbers of moves past the limit, and nothing else', async () => {
    const early = openDateAhead(10, BIG.closedWeekdays);
    const late = openDateAhead(45, BIG.closedWeekdays);
    const estimate = await server.post<EstimateResponse>('/api/estimate/', estimateBody([BIG.code], early, 7_501, { etcYobo: '午前中に' }));
    const reservation = await server.post<ReservationReserveResponse>('/api/reservation/reserve/', reservationBody([BIG.code], early, 7_502));
    const pastBooking = await quickBook(early, 7_503);
    const keptBooking = await quickBook(late, 7_504);
    // Every message written as a file (no relay here), so none is left pending.
    await expect.poll(async () => (await server.db.query('SELECT 1 FROM outbox_messages WHERE status = $1', ['pending'])).rowCount, { timeout: 15_000 }).toBe(0);

    // Stored apart from the request, until erased.
    for (const reference of [estimate.body.requestId, reservation.body.requestId]) {
      const personal = await personalOf(reference);
      for (const column of PERSONAL) expect(personal[column], `${reference} ${column}`).toEqual(expect.any(String));
    }

    // 90 days after the early move: it is past the limit, the late one (35 days later) is not.
    clock = Date.parse(`${early}T12:00:00+09:00`) + 91 * DAY_MS;
    expect(await server.retention.runOnce()).toMatchObject({ estimates: 1, reservations: 1, quickBookings: 1, messages: 6 });

    const erasedEstimate = (await server.db.query<{ move: Move; chosen_codes: string[]; email_key: string; erased_at: Date | null }>(
      'SELECT move, chosen_codes, email_key, erased_at FROM requests WHERE reference = $1', [estimate.body.requestId])).rows[0]!;
    const erasedPersonal = await personalOf(estimate.body.requestId);
    for (const column of PERSONAL) expect(erasedPersonal[column], column).toBeNull();
    // The move and the companies chosen stay whole: they were never personal.
    expect(erasedEstimate.move).toMatchObject({ origin: { prefecture: '13' }, headCount: 2 });
    expect(JSON.stringify(erasedEstimate.move)).not.toMatch(/山田|ヤマダ|estimate7501|08000007501|1-2-3|4-5-6|桜新町|午前中に/);
    expect(erasedEstimate.chosen_codes).toEqual([BIG.code]);
    expect(erasedEstimate.email_key).toMatch(/^erased:/);
    expect(erasedEstimate.erased_at).not.toBeNull();
    // What the companies' accounts need stays: who received it, at which price.
    const price = await server.db.query<{ price: number }>(
      'SELECT l.price FROM leads l JOIN requests r ON r.id = l.request_id WHERE r.reference = $1', [estimate.body.requestId]);
    expect(price.rows[0]!.price).toBe(estimate.body.estimate[0]!.price);

    const reservationRow = await personalOf(reservation.body.requestId);
    expect(reservationRow.name).toBeNull();
    expect(reservationRow.origin_detail).toBeNull();

    const bookings = await server.db.query<{ reference: string; email: string | null; tel: string | null; name: string | null; origin_detail: string | null; price: number }>(
      `SELECT r.reference, r.email, r.tel, r.name, r.origin_detail, l.price FROM requests r JOIN leads l ON l.request_id = r.id
        WHERE r.reference = ANY($1) ORDER BY r.id`, [[pastBooking, keptBooking]]);
    const [erased, kept] = bookings.rows;
    expect(erased).toMatchObject({ reference: pastBooking, email: null, tel: null, name: null, origin_detail: null });
    expect(erased!.price).toBeGreaterThan(0);
    expect(kept).toMatchObject({ reference: keptBooking, email: 'visitor7504@example.jp', name: '山田 太郎' });

    const messages = await server.db.query<{ kind: string; reference: string; recipient: string; text_body: string; erased_at: Date | null }>(
      'SELECT kind, reference, recipient, text_body, erased_at FROM outbox_messages');
    // The company that received each erased request is told, by reference only, and asked to erase its copy.
    const gone = [estimate.body.requestId, reservation.body.requestId, pastBooking];
    const notices = messages.rows.filter((message) => message.kind === 'notice');
    expect(notices.map((notice) => notice.reference).toSorted()).toEqual(gone.toSorted());
    for (const reference of gone) {
      // As the company gets it: the worker may have sent it already (a sent message keeps no body in its row).
      const [notice, ...more] = await sentCopies(server.db, reference, 'notice');
      expect(more).toEqual([]);
      expect(notice!.to).toBe(BIG.leadEmail);
      expect(notice!.text).toContain('引越し日から90日の保存期間が過ぎたため、当サービスから削除しました。');
      expect(notice!.text).not.toMatch(/山田|visitor75\d\d|090/);
    }
    for (const message of messages.rows.filter((row) => row.kind !== 'notice')) {
      const erased = gone.includes(message.reference);
      expect(message.erased_at !== null, message.reference).toBe(erased);
      // Sent, no message keeps a body, erased or not (a company's lead address stays until the erasure).
      expect(message.text_body).toBe('');
      if (erased) expect(message.recipient).toBe('');
    }
    // A second pass finds nothing more to do, and tells no one again.
    expect(await server.retention.runOnce()).toMatchObject({ estimates: 0, reservations: 0, quickBookings: 0, messages: 0 });
    expect((await server.db.query("SELECT 1 FROM outbox_messages WHERE kind = 'notice'")).rowCount).toBe(3);
  });

  it('lets idempotency records and rate-limit counters expire', async () => {
    await server.db.query(
      `INSERT INTO idempotency_keys (scope, key, request_hash, response_status, response_body, created_at)
       VALUES ('POST /api/estimate/', 'old', 'h', 200, '{}', $1), ('POST /api/estimate/', 'new', 'h', 200, '{}', $2)`,
      [new Date(clock - 25 * 3_600_000).toISOString(), new Date(clock - 3_600_000).toISOString()],
    );
    await server.db.query('INSERT INTO rate_limits (key, points, expire) VALUES ($1, 3, $2), ($3, 3, $4)', ['writes:old', clock - 1_000, 'writes:new', clock + 60_000]);
    // Counters the server itself settled meanwhile (reads are settled in batches) may expire in the same pass.
    const expired = await server.retention.runOnce();
    expect(expired).toMatchObject({ idempotencyKeys: 1 });
    expect(expired?.rateLimits).toBeGreaterThanOrEqual(1);
    expect((await server.db.query<{ key: string }>("SELECT key FROM idempotency_keys WHERE key IN ('old', 'new')")).rows).toEqual([{ key: 'new' }]);
    expect((await server.db.query<{ key: string }>("SELECT key FROM rate_limits WHERE key LIKE 'writes:%'")).rows).toEqual([{ key: 'writes:new' }]);
  });
});
