import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { companies } from '../support/catalogue.ts';
import { openDatabase } from '../../server/db/open.ts';
import { testDatabaseKinds } from '../support/databases.ts';
import { processStorage, startServerWithClient } from '../support/server-client.ts';
import { openDateAhead, quoteBody, reserveBody, estimateBody, reservationBody } from './marketplace-requests.ts';

const BIG = companies.find((company) => company.order === 1)!;
const SECOND = companies.find((company) => company.order === 2)!;
/** Requests of each write flow in flight together when the server is killed. */
const PER_FLOW = 15;
const BOOKINGS = 5;

describe.each(testDatabaseKinds())('acknowledged bookings survive kill -9 on %s', (kind) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('keeps every booking that answered success, and its Idempotency-Key, across a crash and restart', async () => {
    const storage = await processStorage(kind);
    cleanups.push(storage.dispose);
    const env = { ...storage.env, SECRET: randomBytes(24).toString('base64url') };

    // The retries come from the same visitor: an Idempotency-Key is that visitor's (issue 34).
    const visitor = randomBytes(16).toString('base64url');
    const first = await startServerWithClient(env, { visitor });
    cleanups.push(() => first.server.stop());
    const date = openDateAhead(30, BIG.closedWeekdays);
    const quote = await first.post<{ price: number }>('/api/kantan-yoyaku/quote/', quoteBody(BIG.code, date));
    expect(quote.status).toBe(200);
    const bodies = Array.from({ length: BOOKINGS }, (_, i) => reserveBody(BIG.code, date, quote.body.price, 90_000 + i));
    const acknowledged = await Promise.all(
      bodies.map((body, i) => first.post<{ reservationId: string }>('/api/kantan-yoyaku/reserve/', body, { 'Idempotency-Key': `crash-${i}` })),
    );
    expect(acknowledged.map((response) => response.status)).toEqual(bodies.map(() => 200));
    // kill -9 of the process that listens; its port must be closed before the restart.
    await first.server.crash();

    const second = await startServerWithClient(env, { visitor });
    cleanups.push(() => second.server.stop());
    for (const [i, body] of bodies.entries()) {
      const retry = await second.post<{ reservationId: string }>('/api/kantan-yoyaku/reserve/', body, { 'Idempotency-Key': `crash-${i}` });
      expect(retry.status).toBe(200);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(retry.body).toEqual(acknowledged[i]!.body);
      const again = await second.post<{ errors: { code: string }[] }>('/api/kantan-yoyaku/reserve/', body);
      expect(again.status).toBe(409);
      expect(again.body.errors[0]!.code).toBe('1001');
    }
  }, 240_000);

  it('keeps every request of all three write flows that answered success when the server dies with requests in flight', async () => {
    const storage = await processStorage(kind);
    cleanups.push(storage.dispose);
    const env = { ...storage.env, SECRET: randomBytes(24).toString('base64url') };
    const first = await startServerWithClient(env);
    cleanups.push(() => first.server.stop());
    // A day of its own for each quick booking and reservation, so that none is refused for a full day.
    const dates = Array.from({ length: PER_FLOW }, (_, n) => openDateAhead(40 + n, [...BIG.closedWeekdays, ...SECOND.closedWeekdays]));
    const prices = await Promise.all(dates.map(async (date) => (await first.post<{ price: number }>('/api/kantan-yoyaku/quote/', quoteBody(BIG.code, date))).body.price));

    const sent: Promise<{ flow: string; id: string } | null>[] = [];
    let answered = 0;
    const crashed = (async () => {
      while (answered < PER_FLOW) await new Promise((resolve) => setImmediate(resolve));
      await first.server.crash();
    })();
    const send = (flow: string, path: string, body: unknown, idOf: (answer: Record<string, string>) => string) =>
      sent.push(first.post<Record<string, string>>(path, body).then(
        (answer) => {
          answered++;
          return answer.status === 200 ? { flow, id: idOf(answer.body) } : null;
        },
        () => null,
      ));
    for (let n = 0; n < PER_FLOW; n++) {
      send('estimate', '/api/estimate/', estimateBody([BIG.code, SECOND.code], dates[n]!, 95_000 + n), (body) => body.requestId!);
      send('reservation', '/api/reservation/reserve/', reservationBody([BIG.code, SECOND.code], dates[n]!, 96_000 + n), (body) => body.requestId!);
      send('quickBooking', '/api/kantan-yoyaku/reserve/', reserveBody(BIG.code, dates[n]!, prices[n]!, 97_000 + n), (body) => body.reservationId!);
    }
    const acknowledged = (await Promise.all(sent)).filter((answer) => answer !== null);
    await crashed;
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(acknowledged.length).toBeLessThan(PER_FLOW * 3);

    // Restarted (the embedded database recovers its log), then stopped to read the rows.
    const second = await startServerWithClient(env);
    await second.server.stop();
    const db = await openDatabase(kind === 'pglite' ? { kind: 'pglite', dataDir: storage.env.DATA_DIR! } : { kind: 'postgres', url: storage.url! });
    try {
      const missing: string[] = [];
      for (const { flow, id } of acknowledged) {
        if ((await db.query('SELECT 1 FROM requests WHERE flow = $1 AND reference = $2', [flow, id])).rowCount === 0) missing.push(`${flow} ${id}`);
      }
      expect(missing).toEqual([]);
    } finally {
      await db.close();
    }
    console.log(`kill -9 with ${PER_FLOW * 3} writes in flight on ${kind}: ${acknowledged.length} acknowledged, all stored`);
  }, 240_000);
});
