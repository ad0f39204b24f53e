/**
 * The outbox under load: two instances on one PostgreSQL sending to a real SMTP peer on loopback
 * (smtp-server), and what writing a booking's messages adds inside the booking's transaction.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startInstance, type Instance } from '../../scripts/instances.ts';
import type { QuickBookingReserveRequest } from '../../domain/api/quickBooking.ts';
import { companies } from '../support/catalogue.ts';
import type { Database } from '../../server/db/database.ts';
import { insertOutboxMessages } from '../../server/delivery/outbox-repository.ts';
import { japaneseWording } from '../../server/delivery/move-wording.ts';
import { requestMessages, sentBooking } from '../../server/delivery/request-messages.ts';
import { bookingDetails } from '../../server/marketplace/quick-booking/booking-details.ts';
import { ReferenceData } from '../../server/reference/reference-data.ts';
import { estimateBody, openDateAhead, reserveBody } from '../api/marketplace-requests.ts';
import { startSmtpPeer } from '../support/smtp-peer.ts';
import { visitorHeaders } from './api-load.ts';

const REQUESTS = Number(process.env.BENCH_MAIL_REQUESTS || 200);
const CONCURRENCY = 20;
/** The estimate form ticks every company serving the move; a Tokyo move has a dozen national chains. */
const COMPANIES_PER_REQUEST = 10;
/** Leads to each company and the visitor's confirmation. */
const MESSAGES_PER_REQUEST = COMPANIES_PER_REQUEST + 1;

/** CPU time (user + system) a process has used so far, from /proc (Linux): clock ticks of 10 ms. */
async function processCpuMs(pid: number): Promise<number> {
  // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are the 12th and 13th.
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The value at a percentile of sorted numbers. */
function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * REQUESTS estimate requests (each to ten companies: eleven messages) through two instances, 20 at a
 * time; the peer notes when each message arrives. A message's delay is its arrival less the moment
 * its request's answer arrived, which comes after the commit (so the delay is, if anything, short
 * of the truth by the answer's trip over loopback).
 */
export async function measureOutboxThroughput(databaseUrl: string): Promise<void> {
  const peer = await startSmtpPeer({ parse: false });
  const dir = await mkdtemp(join(tmpdir(), 'hikkoshi-bench-mail-'));
  const secret = randomBytes(32).toString('base64url');
  const env = { DATABASE_URL: databaseUrl, SECRET: secret, SMTP_URL: peer.url, RATE_LIMIT_WRITES: '100000000' };
  const instances: Instance[] = [];
  try {
    // One after the other: the first migrates and seeds the database.
    for (const n of [0, 1]) instances.push(await startInstance({ env: { ...env, DATA_DIR: join(dir, `instance-${n}`) }, quiet: true }));
    const chosen = companies.filter((company) => company.reach === 'national').slice(0, COMPANIES_PER_REQUEST);
    const date = openDateAhead(20, chosen.flatMap((company) => company.closedWeekdays));
    const headers = visitorHeaders(secret);
    const answeredAt = new Map<string, number>();
    let next = 0;
    const started = performance.now();
    const startedAt = Date.now();
    const cpuBefore = await Promise.all(instances.map((instance) => processCpuMs(instance.pid)));
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const n = next++;
        const response = await fetch(`${instances[n % 2]!.url}/api/estimate/`, {
          method: 'POST', headers, body: JSON.stringify(estimateBody(chosen.map((company) => company.code), date, 60_000_000 + n)),
        });
        const body = (await response.json()) as { requestId?: string };
        if (response.status !== 200 || !body.requestId) throw new Error(`estimate answered ${response.status}`);
        answeredAt.set(body.requestId, Date.now());
      }
    }));
    const requestsMs = performance.now() - started;
    const expected = REQUESTS * MESSAGES_PER_REQUEST;
    await peer.waitFor((received) => received.length >= expected, 120_000);
    const cpuAfter = await Promise.all(instances.map((instance) => processCpuMs(instance.pid)));
    const instancesCpuMs = cpuAfter.reduce((sum, ms, n) => sum + ms - cpuBefore[n]!, 0);
    const mails = peer.received.filter((mail) => answeredAt.has(mail.reference));
    const delays = mails.map((mail) => mail.receivedAt - answeredAt.get(mail.reference)!).sort((a, b) => a - b);
    const lastArrival = Math.max(...mails.map((mail) => mail.receivedAt));
    const perSecond = Math.round(mails.length / ((lastArrival - startedAt) / 1000));
    const distinct = new Set(mails.map((mail) => mail.messageId)).size;
    console.log(`\nOutbox on PostgreSQL, two instances, SMTP peer on loopback (load average ${loadavg()[0]!.toFixed(1)}):`);
    console.log(`${REQUESTS} estimate requests, ${CONCURRENCY} at a time, in ${Math.round(requestsMs)} ms (${Math.round(REQUESTS / (requestsMs / 1000))} req/s); ${mails.length} messages (${distinct} distinct Message-IDs, expected ${expected})`);
    console.log(`messages sent through the outbox: ${perSecond} per second from the first request to the last message (target ≥ 500)`);
    console.log(`delay from the request's commit to the SMTP peer: p50 ${percentile(delays, 50)} ms, p99 ${percentile(delays, 99)} ms, max ${delays.at(-1)} ms (target p99 ≤ 1000 ms)`);
    // What the two instances' processes spent, whatever else loads the machine: each request's answer and its messages' sending.
    console.log(`CPU of the two instances: ${(instancesCpuMs / 1000).toFixed(1)} s in all, ${(instancesCpuMs / REQUESTS).toFixed(1)} ms per request with its ${MESSAGES_PER_REQUEST} messages (${(instancesCpuMs / expected).toFixed(2)} ms per message, sending included)`);
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    await peer.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * What the outbox adds to a quick booking's latency: composing and rendering its two messages
 * (CPU), and writing them with the notification inside a transaction (one INSERT of both rows and
 * one pg_notify; the transaction's own BEGIN and COMMIT are the booking's and not counted), each
 * timed on its own over `count` bookings.
 */
export async function measureOutboxCostPerBooking(db: Database, count = 300): Promise<void> {
  const company = companies[0]!;
  const date = openDateAhead(20, company.closedWeekdays);
  const japanese = japaneseWording(new ReferenceData().addresses);
  const compose: number[] = [];
  const write: number[] = [];
  for (let n = 0; n < count; n++) {
    const details = bookingDetails(reserveBody(company.code, date, 40_000, 70_000_000 + n) as unknown as QuickBookingReserveRequest);
    const started = performance.now();
    const messages = requestMessages({ companies: japanese, visitor: japanese }, sentBooking({
      details, reservationId: `KY-BENCH${String(n).padStart(5, '0')}`, receivedAt: new Date(), expiresAt: new Date(Date.now() + 172_800_000).toISOString(),
      closedWeekdays: [], locale: 'ja', booked: { company, price: 40_000, priceParts: [{ code: 'base', label: '基本料金（2t）', amount: 40_000 }] },
    }), 'https://hikkoshi.example.jp/my-move/#bench', new Map([[company.code, `https://hikkoshi.example.jp/lead/#${'x'.repeat(43)}`]]));
    compose.push(performance.now() - started);
    await db.transaction(async (tx) => {
      const writing = performance.now();
      await insertOutboxMessages(tx, messages, { createdAt: new Date(), messageIdDomain: 'hikkoshi.example.jp' });
      write.push(performance.now() - writing);
    });
  }
  const figure = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `p50 ${percentile(sorted, 50).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms`;
  };
  console.log(`what the outbox adds to a quick booking (${count} bookings, ${db.kind}): composing and rendering its 2 messages ${figure(compose)}; writing them in the booking's transaction (one INSERT, one NOTIFY) ${figure(write)}`);
}
