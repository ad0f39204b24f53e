/**
 * Issue 28: a visitor of an English page writes their name in Latin letters (accents, spaces,
 * hyphens, apostrophes) with its reading in katakana. The server checks the name with the same rules
 * as the forms (domain/validation/contactRules.ts), so every write takes such a name and keeps it as written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/databases.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { estimateBody, quoteBody, reservationBody, reserveBody } from './marketplace-requests.ts';

const NOW = new Date('2026-11-09T16:00:00Z');
/** A Tuesday inside the booking window (K0001 is closed on Wednesdays). */
const DATE = '2026-12-15';

const NAMES = [
  { name: 'José Núñez', reading: 'ホセ ヌニェス' },
  { name: 'Nguyễn Văn An', reading: 'グエン ヴァン アン' },
  { name: "Siobhán O'Brien-Kim", reading: 'シオバン オブライエン・キム' },
] as const;

describe.each(testDatabaseKinds())('names in Latin letters on %s (issue 28)', (database) => {
  let server: TestServer;
  let n = 2_800_000;
  beforeAll(async () => {
    server = await startTestServer({ database, now: () => NOW });
  });
  afterAll(() => server.close());

  const storedName = async (flow: 'estimate' | 'reservation') =>
    (await server.db.query<{ name: string; reading: string }>('SELECT name, name_reading AS reading FROM requests WHERE flow = $1 ORDER BY id DESC LIMIT 1', [flow])).rows[0];

  it.each(NAMES)('an estimate request takes $name', async ({ name, reading }) => {
    const answer = await server.post('/api/estimate/', estimateBody(['K0001'], DATE, ++n, { shimei: name, shimeiKana: reading }));
    expect(answer.status).toBe(200);
    expect(await storedName('estimate')).toEqual({ name, reading });
  });

  it.each(NAMES)('a provisional reservation takes $name', async ({ name, reading }) => {
    const answer = await server.post('/api/reservation/reserve/', reservationBody(['K0001'], DATE, ++n, { shimei: name, shimeiKana: reading }));
    expect(answer.status).toBe(200);
    expect(await storedName('reservation')).toEqual({ name, reading });
  });

  it.each(NAMES.map((entry, index) => ({ ...entry, date: ['2026-12-14', '2026-12-17', '2026-12-18'][index]! })))('a quick booking takes $name', async ({ name, reading, date }) => {
    const price = (await server.post<{ price: number }>('/api/kantan-yoyaku/quote/', quoteBody('K0001', date))).body.price;
    const answer = await server.post('/api/kantan-yoyaku/reserve/', reserveBody('K0001', date, price, ++n, { customerName: name, customerNameKana: reading }));
    expect(answer.status).toBe(200);
  });

  it('still refuses a name with an emoji, and a reading in Latin letters', async () => {
    const emoji = await server.post('/api/estimate/', estimateBody(['K0001'], DATE, ++n, { shimei: 'John 😀 Smith', shimeiKana: 'ジョン スミス' }));
    expect(emoji.status).toBe(400);
    const latinReading = await server.post('/api/estimate/', estimateBody(['K0001'], DATE, ++n, { shimei: 'John Smith', shimeiKana: 'John Smith' }));
    expect(latinReading.status).toBe(400);
  });
});
