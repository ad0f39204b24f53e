/**
 * Two server processes on one PostgreSQL behind nginx (scripts/instances.ts), raced through the
 * load balancer: capacity and the one-booking-per-contact rule hold across instances, and a booking
 * made through one instance shows in the calendar another one has cached. Needs TEST_DATABASE_URL
 * and nginx (installed by scripts/ensure-nginx.sh when run as root); skipped with the reason otherwise.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureNginx, startInstances, type Instances } from '../../scripts/instances.ts';
import { companies } from '../support/catalogue.ts';
import { CSRF_HEADER, VISITOR_COOKIE, issueToken } from '../../server/http/csrf.ts';
import { until } from '../support/until.ts';
import { companyAvailabilityBody, openDateAhead, quoteBody, reserveBody } from './marketplace-requests.ts';

const url = process.env.TEST_DATABASE_URL;
const skipReason = !url ? 'TEST_DATABASE_URL is not set' : await ensureNginx();
if (skipReason) console.warn(`multi-instance tests skipped: ${skipReason}`);

const national = companies.filter((company) => company.reach === 'national').sort((a, b) => a.order - b.order);
const BIG = national[0]!;
const SMALL = companies.find((company) => company.code === 'K0020')!;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** How many answers came back with each status and error code: a failure shows them all. */
function tally(answers: Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status, body } of answers) {
    const key = [status, body.errors?.[0]?.code].filter(Boolean).join(' ');
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

interface Answer { status: number; body: { errors?: { code: string }[]; price?: number; results?: { companyInfos: { companyId: string }[] }[] } }

describe.skipIf(skipReason)('two instances on one PostgreSQL behind nginx', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  let instances: Instances;
  let headers: Record<string, string>;
  const post = async (base: string, path: string, body: unknown): Promise<Answer> => {
    const response = await fetch(base + path, { method: 'POST', headers, body: JSON.stringify(body) });
    const text = await response.text();
    // An answer that is not JSON (nginx's own 502 page) still counts, by its status.
    return { status: response.status, body: (response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : {}) as Answer['body'] };
  };
  const priceOf = async (companyId: string, date: string) => (await post(instances.baseUrl, '/api/kantan-yoyaku/quote/', quoteBody(companyId, date))).body.price!;
  const count = async (sql: string, params: unknown[]) => {
    const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
    await client.connect();
    try {
      return (await client.query<{ n: number }>(sql, params)).rows[0]!.n;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`CREATE SCHEMA ${schema}`);
    instances = await startInstances({
      databaseUrl: `${url}${url!.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
      // The races below are many calls from one address; the rate limits are not what they test.
      env: { RATE_LIMIT_WRITES: '100000', RATE_LIMIT_READS: '100000' },
    });
    const visitor = randomBytes(24).toString('base64url');
    headers = { 'content-type': 'application/json', cookie: `${VISITOR_COOKIE}=${visitor}`, [CSRF_HEADER]: issueToken(instances.secret, visitor) };
  }, 180_000);
  afterAll(async () => {
    await instances?.stop();
    if (!skipReason) await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  });

  it('lets 300 bookings racing for one company and day take exactly its capacity', async () => {
    const date = openDateAhead(40, BIG.closedWeekdays);
    const price = await priceOf(BIG.code, date);
    const answers = await Promise.all(Array.from({ length: 300 }, (_, n) =>
      post(instances.baseUrl, '/api/kantan-yoyaku/reserve/', reserveBody(BIG.code, date, price, 60_000 + n))));
    expect(tally(answers)).toEqual({ 200: BIG.dailyCapacity, '409 1002': 300 - BIG.dailyCapacity });
    expect(await count(`SELECT count(*)::int AS n FROM leads l JOIN requests r ON r.id = l.request_id
      WHERE r.flow = 'quickBooking' AND l.company_code = $1 AND r.moving_date = $2`, [BIG.code, date])).toBe(BIG.dailyCapacity);
  });

  it('lets exactly one of 100 bookings with one e-mail succeed', async () => {
    // Spread over companies and days so that capacity never decides: only the duplicate rule does.
    const slots = national.slice(0, 5).flatMap((company) =>
      Array.from({ length: 20 }, (_, day) => ({ company, date: openDateAhead(45 + day, company.closedWeekdays) })));
    const priced = await Promise.all(slots.map(async (slot) => ({ ...slot, price: await priceOf(slot.company.code, slot.date) })));
    const answers = await Promise.all(priced.map((slot, n) =>
      post(instances.baseUrl, '/api/kantan-yoyaku/reserve/', reserveBody(slot.company.code, slot.date, slot.price, 70_000 + n, { customerEmail: 'One.Mail@example.jp' }))));
    expect(tally(answers)).toEqual({ 200: 1, '409 1001': 99 });
    expect(await count("SELECT count(*)::int AS n FROM requests WHERE flow = 'quickBooking' AND email_key = 'one.mail@example.jp'", [])).toBe(1);
  });

  it("shows a day filled through one instance in the calendar the other one had cached, within a second", async () => {
    const [first, second] = instances.instanceUrls as [string, string];
    const date = openDateAhead(60, SMALL.closedWeekdays);
    const calendar = async () => (await post(second, '/api/kantan-yoyaku/company-availability/', companyAvailabilityBody(date, date))).body.results![0]!.companyInfos.map((info) => info.companyId);
    expect(await calendar()).toContain(SMALL.code);
    expect(await calendar()).toContain(SMALL.code);
    const price = await priceOf(SMALL.code, date);
    for (let n = 0; n < SMALL.dailyCapacity; n++) {
      expect((await post(first, '/api/kantan-yoyaku/reserve/', reserveBody(SMALL.code, date, price, 80_000 + n))).status).toBe(200);
    }
    await until('the other instance\'s calendar shows the day full', async () => !(await calendar()).includes(SMALL.code), { timeoutMs: 1_000, intervalMs: 20 });
  });
});
