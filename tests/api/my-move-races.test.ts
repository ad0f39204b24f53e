import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { QuickBookingReserveResponse } from '../../domain/api/quickBooking.ts';
import { openDatabase } from '../../server/db/open.ts';
import { companies } from '../support/catalogue.ts';
import { processStorage, startServerWithClient } from '../support/server-client.ts';
import { bearer, visitorToken } from '../support/visitorLink.ts';
import { openDateAhead, quoteBody, reserveBody } from './marketplace-requests.ts';

/** Serves Saitama and Tokyo with a capacity of 3 a day. */
const SMALL = companies.find((company) => company.code === 'K0020')!;

describe.skipIf(!process.env.TEST_DATABASE_URL)('cancels and bookings racing for the last units, through two instances on PostgreSQL', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('50 at once (each booking of a full day cancelled from both instances, new visitors booking its units): never overbooked, each cancelled once', async () => {
    const storage = await processStorage('postgres');
    cleanups.push(storage.dispose);
    const env = { ...storage.env, SECRET: randomBytes(24).toString('base64url') };
    const instances = await Promise.all([startServerWithClient(env), startServerWithClient(env)]);
    for (const instance of instances) cleanups.push(() => instance.server.stop());
    const db = await openDatabase({ kind: 'postgres', url: storage.url!, maxConnections: 2 });
    cleanups.push(() => db.close());

    const date = openDateAhead(30, SMALL.closedWeekdays);
    const price = (await instances[0]!.post<{ price: number }>('/api/kantan-yoyaku/quote/', quoteBody(SMALL.code, date))).body.price;
    const booked: { reservationId: string; token: string }[] = [];
    for (let n = 0; n < SMALL.dailyCapacity; n++) {
      const answer = await instances[n % 2]!.post<QuickBookingReserveResponse>('/api/kantan-yoyaku/reserve/', reserveBody(SMALL.code, date, price, 91_000 + n));
      expect(answer.status).toBe(200);
      booked.push({ reservationId: answer.body.reservationId, token: await visitorToken(db, answer.body.reservationId) });
    }

    // 24 cancels (8 of each booking, from both instances) and 26 new visitors, all at once.
    const calls = Array.from({ length: 50 }, (_, n) => {
      const client = instances[n % 2]!;
      if (n < 24) return client.post('/api/my-move/cancel/', { fee: 0 }, bearer(booked[n % booked.length]!.token)).then((answer) => ({ kind: 'cancel', status: answer.status }));
      return client.post('/api/kantan-yoyaku/reserve/', reserveBody(SMALL.code, date, price, 92_000 + n)).then((answer) => ({ kind: 'book', status: answer.status }));
    });
    const answers = await Promise.all(calls);
    expect(answers.filter((answer) => answer.kind === 'cancel').every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.kind === 'book').every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    const newBookings = answers.filter((answer) => answer.kind === 'book' && answer.status === 200).length;

    const units = await db.query<{ booked: number }>('SELECT booked FROM company_day_bookings WHERE company_code = $1 AND moving_date = $2::date', [SMALL.code, date]);
    const holders = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM leads l JOIN requests r ON r.id = l.request_id
        WHERE r.flow = 'quickBooking' AND l.company_code = $1 AND r.moving_date = $2::date AND l.status IN ('open', 'confirmed')`, [SMALL.code, date]);
    const cancelled = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM leads l JOIN requests r ON r.id = l.request_id WHERE r.reference = ANY($1::text[]) AND l.status = 'cancelled'",
      [booked.map((booking) => booking.reservationId)]);
    const notices = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM outbox_messages WHERE reference = ANY($1::text[]) AND subject LIKE '%キャンセル%'", [booked.map((booking) => booking.reservationId)]);
    expect(cancelled.rows[0]!.n).toBe(booked.length);
    expect(notices.rows[0]!.n).toBe(booked.length);
    expect(units.rows[0]!.booked).toBe(holders.rows[0]!.n);
    expect(holders.rows[0]!.n).toBeLessThanOrEqual(SMALL.dailyCapacity);
    expect(newBookings).toBe(holders.rows[0]!.n);
    console.log(`50 at once for ${SMALL.code} on ${date} (capacity ${SMALL.dailyCapacity}, full): 24 cancels of its ${booked.length} bookings → ${cancelled.rows[0]!.n} cancelled, ${notices.rows[0]!.n} notices; 26 new visitors → ${newBookings} booked, ${26 - newBookings} refused; ${units.rows[0]!.booked} units held by ${holders.rows[0]!.n} bookings`);
  }, 180_000);
});
