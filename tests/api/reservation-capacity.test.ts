import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../domain/api/errors.ts';
import type { ReservationReserveResponse } from '../../domain/api/reservation.ts';
import { companies } from '../support/catalogue.ts';
import { openDatabase } from '../../server/db/open.ts';
import { testDatabaseKinds } from '../support/databases.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { processStorage, startServerWithClient } from '../support/server-client.ts';
import { openDateAhead, quoteBody, reservationBody, reservationCompaniesQuery, reserveBody } from './marketplace-requests.ts';

const BIG = companies.find((company) => company.order === 1)!;
/** Serves Saitama and Tokyo with a capacity of 3 a day. */
const SMALL = companies.find((company) => company.code === 'K0020')!;

/** The units booked of a company's day, and what holds them: active quick bookings and reservation companies. */
async function unitsOf(server: Pick<TestServer, 'db'>, companyCode: string, date: string) {
  const booked = await server.db.query<{ booked: number }>(
    'SELECT booked FROM company_day_bookings WHERE company_code = $1 AND moving_date = $2::date', [companyCode, date]);
  const quick = await server.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM leads l JOIN requests r ON r.id = l.request_id
      WHERE r.flow = 'quickBooking' AND l.company_code = $1 AND r.moving_date = $2::date AND l.status IN ('open', 'confirmed')`, [companyCode, date]);
  const held = await server.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM leads l JOIN requests r ON r.id = l.request_id
      WHERE r.flow = 'reservation' AND l.company_code = $1 AND r.moving_date = $2::date AND l.holds_unit AND l.status = 'open'`, [companyCode, date]);
  return { booked: booked.rows[0]?.booked ?? 0, holders: quick.rows[0]!.n + held.rows[0]!.n };
}

describe.each(testDatabaseKinds())('provisional reservations hold capacity, on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server?.close());

  it('takes a unit per company, refuses a full day with 1002 and stores nothing for it, and lists a full company among the failures', async () => {
    const date = openDateAhead(25, [...SMALL.closedWeekdays, ...BIG.closedWeekdays]);
    // One quick booking and two reservations fill the day of a company with a capacity of 3: the flows count together.
    const quote = await server.post<{ price: number }>('/api/kantan-yoyaku/quote/', quoteBody(SMALL.code, date));
    expect((await server.post('/api/kantan-yoyaku/reserve/', reserveBody(SMALL.code, date, quote.body.price, 7_301))).status).toBe(200);
    for (const n of [7_302, 7_303]) {
      const response = await server.post<ReservationReserveResponse>('/api/reservation/reserve/', reservationBody([SMALL.code], date, n));
      expect(response.status).toBe(200);
      expect(response.body.companies.map((company) => company.kissCd)).toEqual([SMALL.code]);
    }
    expect(await unitsOf(server, SMALL.code, date)).toEqual({ booked: 3, holders: 3 });

    // The list no longer offers it, and a reservation naming it alone is refused, storing nothing.
    const listed = await server.get<{ companies: { kissCd: string }[] }>(`/api/reservation/companies/?${reservationCompaniesQuery(date)}`);
    expect(listed.body.companies.map((company) => company.kissCd)).not.toContain(SMALL.code);
    const before = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM requests WHERE flow = 'reservation'");
    const full = await server.post<ApiErrorBody>('/api/reservation/reserve/', reservationBody([SMALL.code], date, 7_304));
    expect(full.status).toBe(409);
    expect(full.body.errors).toEqual([{ code: '1002', message: expect.stringContaining('予約枠が埋まった'), field: null }]);
    expect((await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM requests WHERE flow = 'reservation'")).rows[0]!.n).toBe(before.rows[0]!.n);

    // Named with a company that has room, the full one is a failure and the other takes the request.
    const partial = await server.post<ReservationReserveResponse>('/api/reservation/reserve/', reservationBody([SMALL.code, BIG.code], date, 7_305));
    expect(partial.status).toBe(200);
    expect(partial.body.companies.map((company) => company.kissCd)).toEqual([BIG.code]);
    expect(partial.body.failure.map((company) => company.kissCd)).toEqual([SMALL.code]);
    expect(await unitsOf(server, SMALL.code, date)).toEqual({ booked: 3, holders: 3 });
    expect(await unitsOf(server, BIG.code, date)).toEqual({ booked: 1, holders: 1 });
  });

  it('answers the same reservation sent again, or sent twice at once, as one request', async () => {
    // A week past the first test's day (moved past its companies' closed weekdays, up to six days), so the units counted are this test's alone.
    const date = openDateAhead(33, BIG.closedWeekdays);
    const body = reservationBody([BIG.code], date, 7_310);
    const first = await server.post<ReservationReserveResponse>('/api/reservation/reserve/', body);
    // The same contact, move and companies, the e-mail written otherwise: the same request.
    const again = await server.post<ReservationReserveResponse>('/api/reservation/reserve/', { ...body, email: body.email.toUpperCase() });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body).toEqual(first.body);

    const twin = reservationBody([BIG.code], date, 7_311);
    const racing = await Promise.all(Array.from({ length: 5 }, () => server.post<ReservationReserveResponse>('/api/reservation/reserve/', twin)));
    expect(racing.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(racing.map((response) => response.body.requestId)).size).toBe(1);
    const stored = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM requests WHERE flow = 'reservation' AND email IN ($1, $2)`, [body.email, twin.email]);
    expect(stored.rows[0]!.n).toBe(2);
    expect(await unitsOf(server, BIG.code, date)).toEqual({ booked: 2, holders: 2 });
    // Another time frame is another request.
    expect((await server.post<ReservationReserveResponse>('/api/reservation/reserve/', { ...body, kibouJikanCd: '2' })).body.requestId).not.toBe(first.body.requestId);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a company-day raced for by both flows through two instances on PostgreSQL', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('300 quick bookings and reservations at once: never more held than the capacity, every success stored', async () => {
    const storage = await processStorage('postgres');
    cleanups.push(storage.dispose);
    const env = { ...storage.env, SECRET: randomBytes(24).toString('base64url') };
    const instances = await Promise.all([startServerWithClient(env), startServerWithClient(env)]);
    for (const instance of instances) cleanups.push(() => instance.server.stop());
    const date = openDateAhead(30, BIG.closedWeekdays);
    const price = (await instances[0]!.post<{ price: number }>('/api/kantan-yoyaku/quote/', quoteBody(BIG.code, date))).body.price;

    const answers = await Promise.all(Array.from({ length: 300 }, (_, n) => {
      const client = instances[n % 2]!;
      return n % 3 === 0
        ? client.post('/api/kantan-yoyaku/reserve/', reserveBody(BIG.code, date, price, 80_000 + n))
        : client.post('/api/reservation/reserve/', reservationBody([BIG.code], date, 80_000 + n));
    }));
    const booked = answers.filter((answer) => answer.status === 200).length;
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    expect(booked).toBe(BIG.dailyCapacity);

    const db = await openDatabase({ kind: 'postgres', url: storage.url!, maxConnections: 2 });
    try {
      expect(await unitsOf({ db }, BIG.code, date)).toEqual({ booked: BIG.dailyCapacity, holders: BIG.dailyCapacity });
    } finally {
      await db.close();
    }
    console.log(`300 at once for ${BIG.code} on ${date} (capacity ${BIG.dailyCapacity}): ${booked} held (${answers.filter((answer, n) => n % 3 === 0 && answer.status === 200).length} quick bookings), ${answers.length - booked} refused`);
  }, 180_000);
});
