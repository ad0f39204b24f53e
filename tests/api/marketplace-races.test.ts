import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../support/catalogue.ts';
import type { Database, Queryable } from '../../server/db/database.ts';
import { Refusal } from '../../server/errors/refusal.ts';
import { IdempotentWrites } from '../../server/marketplace/idempotency.ts';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/databases.ts';
import { startTestServer, type TestResponse, type TestServer } from '../support/server.ts';
import { until } from '../support/until.ts';
import { openDateAhead, quoteBody, reserveBody } from './marketplace-requests.ts';

/** At least 50 visitors at once, as the guarantees demand. */
const RACERS = 50;

const national = companies.filter((company) => company.reach === 'national').sort((a, b) => a.order - b.order);
const BIG = national[0]!;

type ErrorBody = { errors: { code: string }[] };
const codeOf = (response: TestResponse) => (response.body as ErrorBody).errors?.[0]?.code;

async function priceOf(server: TestServer, companyId: string, date: string): Promise<number> {
  const quote = await server.post<{ price: number }>('/api/kantan-yoyaku/quote/', quoteBody(companyId, date));
  return quote.body.price;
}

/**
 * Holds a transaction that blocks new quick bookings (PostgreSQL: EXCLUSIVE locks on the tables a
 * booking writes, which still let reads through; PGlite: its single connection) until the returned
 * release is called.
 */
async function holdBookings(server: TestServer): Promise<() => Promise<void>> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const held = server.db.transaction(async (tx) => {
    await tx.query('LOCK TABLE requests, leads IN EXCLUSIVE MODE');
    locked();
    await gate;
  });
  await isLocked;
  return async () => {
    release();
    await held;
  };
}

/** Waits until a transaction on the PostgreSQL server holds the advisory lock of an idempotency key (scope, owner's SHA-256 and key, each on a line). */
function untilKeyLocked(server: TestServer, id: string): Promise<void> {
  return until('a transaction holds the key\'s advisory lock', async () => {
    const held = await server.db.query(
      `SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted
          AND ((classid::bigint << 32) | objid::bigint) = hashtextextended($1, 0)`,
      [id],
    );
    return held.rowCount > 0;
  });
}

/**
 * The database with a count of the transactions asked of it. A write asks for its transaction only
 * once its Idempotency-Key is registered as running (IdempotentWrites), so a count that went up
 * while nothing else runs says the request is in flight.
 */
function countingTransactions(db: Database): { db: Database; asked: () => number } {
  let asked = 0;
  const transaction = <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => {
    asked++;
    return db.transaction(fn);
  };
  return { db: { ...db, transaction }, asked: () => asked };
}

describe.each(testDatabaseKinds())('marketplace guarantees under concurrency on %s', (database) => {
  let opened: TestDatabase;
  let transactionsAsked: () => number;
  let server: TestServer;
  beforeAll(async () => {
    opened = await openTestDatabase(database, { maxConnections: 20 });
    const counting = countingTransactions(opened.db);
    transactionsAsked = counting.asked;
    server = await startTestServer({ db: counting.db });
  });
  afterAll(async () => {
    await server.close();
    await opened.dispose();
  });

  it(`never overbooks: ${RACERS} visitors racing for a day get exactly its capacity`, async () => {
    const date = openDateAhead(40, BIG.closedWeekdays);
    const price = await priceOf(server, BIG.code, date);
    const responses = await Promise.all(
      Array.from({ length: RACERS }, (_, i) => server.post('/api/kantan-yoyaku/reserve/', reserveBody(BIG.code, date, price, 10_000 + i))),
    );
    const won = responses.filter((response) => response.status === 200);
    const lost = responses.filter((response) => response.status !== 200);
    expect(won).toHaveLength(BIG.dailyCapacity);
    expect(lost.every((response) => response.status === 409 && codeOf(response) === '1002')).toBe(true);
    const stored = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM leads l JOIN requests r ON r.id = l.request_id
        WHERE r.flow = 'quickBooking' AND l.company_code = $1 AND r.moving_date = $2`, [BIG.code, date]);
    expect(stored.rows[0]!.n).toBe(BIG.dailyCapacity);
    const counter = await server.db.query<{ booked: number }>(
      'SELECT booked FROM company_day_bookings WHERE company_code = $1 AND moving_date = $2', [BIG.code, date]);
    expect(counter.rows[0]!.booked).toBe(BIG.dailyCapacity);

    const calendar = await server.post<{ results: { companyInfos: { companyId: string }[] }[] }>(
      '/api/kantan-yoyaku/company-availability/', { ...reserveBody(BIG.code, date, price, 0), fromDate: date, toDate: date });
    expect(calendar.body.results[0]!.companyInfos.map((info) => info.companyId)).not.toContain(BIG.code);
  });

  it.each([
    ['e-mail', (i: number) => ({ customerEmail: 'Same.Visitor@example.jp', customerTel: `070${String(20_000 + i).padStart(8, '0')}` }), "email_key = 'same.visitor@example.jp'"],
    ['phone', (i: number) => ({ customerEmail: `phone-racer${i}@example.jp`, customerTel: '07011112222' }), "tel_key = '07011112222'"],
  ])(`books once when ${RACERS} requests with the same %s race each other`, async (_kind, contact, where) => {
    // Spread over companies and days so that capacity never decides: only the duplicate rule does.
    const slots = national.slice(0, 5).flatMap((company) =>
      Array.from({ length: 10 }, (_, day) => ({ company, date: openDateAhead(45 + day * 2, company.closedWeekdays) })));
    const priced = await Promise.all(slots.map(async (slot) => ({ ...slot, price: await priceOf(server, slot.company.code, slot.date) })));
    const responses = await Promise.all(
      priced.slice(0, RACERS).map((slot, i) =>
        server.post('/api/kantan-yoyaku/reserve/', reserveBody(slot.company.code, slot.date, slot.price, 30_000 + i, contact(i)))),
    );
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 409 && codeOf(response) === '1001')).toHaveLength(RACERS - 1);
    const stored = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM requests WHERE flow = 'quickBooking' AND ${where}`);
    expect(stored.rows[0]!.n).toBe(1);
    const units = await server.db.query<{ n: number }>('SELECT coalesce(sum(booked), 0)::int AS n FROM company_day_bookings WHERE moving_date >= $1',
      [priced[0]!.date]);
    const bookings = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM requests WHERE flow = 'quickBooking' AND moving_date >= $1", [priced[0]!.date]);
    expect(units.rows[0]!.n).toBe(bookings.rows[0]!.n);
  });

  describe('Idempotency-Key', () => {
    it('answers a retry with the first response and books once', async () => {
      const date = openDateAhead(70, BIG.closedWeekdays);
      const body = reserveBody(BIG.code, date, await priceOf(server, BIG.code, date), 40_001);
      const headers = { 'Idempotency-Key': `retry-${database}` };
      const first = await server.post<{ reservationId: string }>('/api/kantan-yoyaku/reserve/', body, headers);
      const retry = await server.post<{ reservationId: string }>('/api/kantan-yoyaku/reserve/', body, headers);
      expect(first.status).toBe(200);
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(first.body);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(first.headers.get('idempotent-replayed')).toBeNull();
      const stored = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM requests WHERE flow = 'quickBooking' AND email_key = 'visitor40001@example.jp'");
      expect(stored.rows[0]!.n).toBe(1);
    });

    it('books once when the same request is sent many times at once with one key', async () => {
      const date = openDateAhead(71, BIG.closedWeekdays);
      const body = reserveBody(BIG.code, date, await priceOf(server, BIG.code, date), 40_002);
      const responses = await Promise.all(Array.from({ length: 20 }, () =>
        server.post<{ reservationId?: string }>('/api/kantan-yoyaku/reserve/', body, { 'Idempotency-Key': `burst-${database}` })));
      const ok = responses.filter((response) => response.status === 200);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      expect(new Set(ok.map((response) => response.body.reservationId)).size).toBe(1);
      expect(responses.every((response) => response.status === 200 || (response.status === 409 && codeOf(response) === 'IDEMPOTENCY_KEY_IN_FLIGHT'))).toBe(true);
      const stored = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM requests WHERE flow = 'quickBooking' AND email_key = 'visitor40002@example.jp'");
      expect(stored.rows[0]!.n).toBe(1);
    });

    it('answers 422 to the same key with another body, on every write call', async () => {
      const date = openDateAhead(72, BIG.closedWeekdays);
      const price = await priceOf(server, BIG.code, date);
      const headers = { 'Idempotency-Key': `reuse-${database}` };
      expect((await server.post('/api/kantan-yoyaku/reserve/', reserveBody(BIG.code, date, price, 40_003), headers)).status).toBe(200);
      const other = await server.post('/api/kantan-yoyaku/reserve/', reserveBody(BIG.code, date, price, 40_004), headers);
      expect(other.status).toBe(422);
      expect(codeOf(other)).toBe('IDEMPOTENCY_KEY_REUSED');
      const stored = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM requests WHERE flow = 'quickBooking' AND email_key = 'visitor40004@example.jp'");
      expect(stored.rows[0]!.n).toBe(0);
    });

    it('answers 409 to a retry while the first request is still running', async () => {
      const date = openDateAhead(73, BIG.closedWeekdays);
      const body = reserveBody(BIG.code, date, await priceOf(server, BIG.code, date), 40_005);
      const headers = { 'Idempotency-Key': `in-flight-${database}` };
      const release = await holdBookings(server);
      const before = transactionsAsked();
      const first = server.post('/api/kantan-yoyaku/reserve/', body, headers);
      await until('the first request asks for its transaction', () => transactionsAsked() > before);
      const retry = await server.post('/api/kantan-yoyaku/reserve/', body, headers);
      await release();
      expect(retry.status).toBe(409);
      expect(codeOf(retry)).toBe('IDEMPOTENCY_KEY_IN_FLIGHT');
      expect((await first).status).toBe(200);
      const after = await server.post('/api/kantan-yoyaku/reserve/', body, headers);
      expect(after.status).toBe(200);
      expect(after.body).toEqual((await first).body);
    });

    it('sees a key in flight in another server process through the database lock', async () => {
      // Two IdempotentWrites over one database stand for two server processes.
      const processA = new IdempotentWrites(server.db);
      const processB = new IdempotentWrites(server.db);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const first = processA.run({ scope: 'test', owner: 'visitor', key: `cross-${database}`, request: {} }, async () => {
        await gate;
        return { status: 200, body: { ok: true } };
      });
      // PGlite's one connection takes the transactions in the order asked; PostgreSQL's first one must hold the key's lock first.
      if (database === 'postgres') await untilKeyLocked(server, `test\n${createHash('sha256').update('visitor').digest('hex')}\ncross-${database}`);
      const second = processB.run({ scope: 'test', owner: 'visitor', key: `cross-${database}`, request: {} }, async () => ({ status: 200, body: { ok: false } }));
      if (database === 'postgres') {
        const error = await second.then(() => undefined, (reason: unknown) => reason);
        expect(error).toBeInstanceOf(Refusal);
        expect((error as Refusal).kind).toBe('conflict');
        release();
        expect((await first).body).toEqual({ ok: true });
      } else {
        // PGlite has one connection: the second process's transaction waits its turn, then replays.
        release();
        expect((await first).body).toEqual({ ok: true });
        expect(await second).toEqual({ status: 200, body: { ok: true }, replayed: true });
      }
    });

    it('keys the estimate, reservation and alliance writes too', async () => {
      const { estimateBody, reservationBody } = await import('./marketplace-requests.ts');
      const date = openDateAhead(74, BIG.closedWeekdays);
      for (const [path, body] of [
        ['/api/estimate/', estimateBody([BIG.code], date, 40_010)],
        ['/api/reservation/reserve/', reservationBody([BIG.code], date, 40_011)],
      ] as const) {
        const headers = { 'Idempotency-Key': `${path}-${database}` };
        const first = await server.post<{ requestId: string }>(path, body, headers);
        const retry = await server.post<{ requestId: string }>(path, body, headers);
        expect(first.status).toBe(200);
        expect(retry.body.requestId).toBe(first.body.requestId);
        expect((await server.post(path, { ...body, etcYobo: 'changed' }, headers)).status).toBe(422);
      }
      const estimates = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM requests WHERE flow = 'estimate' AND email_key = 'estimate40010@example.jp'");
      expect(estimates.rows[0]!.n).toBe(1);
    });
  });
});
