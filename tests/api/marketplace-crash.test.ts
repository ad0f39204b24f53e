import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { companies } from '../../server/catalogue/index.ts';
import { testDatabaseKinds } from '../support/databases.ts';
import { processStorage, startServerWithClient } from '../support/server-client.ts';
import { openDateAhead, quoteBody, reserveBody } from './marketplace-requests.ts';

const BIG = companies.find((company) => company.order === 1)!;
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

    const first = await startServerWithClient(env);
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

    const second = await startServerWithClient(env);
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
});
