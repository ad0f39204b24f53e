/**
 * `npm run bench`: load on the marketplace calls of an in-process server on loopback over the
 * embedded database (PGlite with a data directory), with autocannon. Prints requests per second
 * and p50/p99 latency; nothing is asserted (the target is p99 < 50 ms for a month of
 * company-availability at 20 connections on a 2-core machine). Before that, the front end's
 * figures: what /kantan-yoyaku/ step 1 loads, and its Lighthouse mobile score (budget 90).
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { buildApp } from '../../server/app.ts';
import { companies } from '../../server/catalogue/index.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/open.ts';
import { CSRF_HEADER, VISITOR_COOKIE, issueToken } from '../../server/http/csrf.ts';
import { createLogger } from '../../server/logger.ts';
import { addDays } from '../../server/marketplace/calendar.ts';
import { printLighthouse } from './frontend-lighthouse.ts';
import { printFrontendSize } from './frontend-size.ts';
import { companyAvailabilityBody, daysAhead, quoteBody, reservationCompaniesQuery, reserveBody } from '../api/marketplace-requests.ts';

const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_SECONDS || 10);

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  total: number;
  /** Busy time of the main thread (the server's) per request: a figure less dependent on other load. */
  mainMsPerRequest: number;
}

/** Load comes from a worker thread where the request needs no per-request code, so the server keeps the main thread. */
async function load(name: string, options: autocannon.Options): Promise<Figures> {
  const before = performance.eventLoopUtilization();
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const busy = performance.eventLoopUtilization(before);
  return {
    mainMsPerRequest: Math.round((busy.active / Math.max(1, result.requests.total)) * 100) / 100,
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hikkoshi-bench-'));
  const db = await openDatabase({ kind: 'pglite', dataDir });
  const secret = randomBytes(32).toString('base64url');
  const config = { ...loadConfig({ SECRET: secret, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), port: 0 };
  const app = buildApp({ config, db, logger: createLogger('silent'), now: () => new Date() });
  const server = createServer(app.callback());
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const visitor = randomBytes(16).toString('base64url');
  const headers = { 'accept-encoding': 'gzip', 'content-type': 'application/json', cookie: `${VISITOR_COOKIE}=${visitor}`, [CSRF_HEADER]: issueToken(secret, visitor) };
  const post = (path: string, body: unknown) => fetch(url + path, { method: 'POST', headers, body: JSON.stringify(body) });

  try {
    const monthBody = JSON.stringify(companyAvailabilityBody(daysAhead(3), addDays(daysAhead(3), 30)));
    const warm = await post('/api/kantan-yoyaku/company-availability/', JSON.parse(monthBody));
    const month = (await warm.json()) as { results: { companyInfos: unknown[] }[] };
    const offers = month.results.reduce((sum, day) => sum + day.companyInfos.length, 0);
    console.log(`catalogue: ${companies.length} companies; a month of the benchmark route: ${month.results.length} days, ${offers} offers, ${monthBody.length} B request`);

    const figures: Figures[] = [];
    figures.push(await load('company-availability (31 days)', { url: `${url}/api/kantan-yoyaku/company-availability/`, method: 'POST', headers, body: monthBody, workers: 1 }));
    figures.push(await load('reservation/companies', { url: `${url}/api/reservation/companies/?${reservationCompaniesQuery(daysAhead(10))}`, headers, workers: 1 }));

    // Quick bookings spread over every company and day of the route, each at its quoted price,
    // each visitor with an e-mail and phone of their own, so each request books (until days fill up).
    const slots: { companyId: string; date: string; price: number }[] = [];
    for (const company of companies.filter((c) => c.prefectures.includes('13'))) {
      for (let day = 4; day <= 80; day++) {
        const date = daysAhead(day);
        const response = await post('/api/kantan-yoyaku/quote/', quoteBody(company.code, date));
        if (response.ok) slots.push({ companyId: company.code, date, price: ((await response.json()) as { price: number }).price });
      }
    }
    let visitorNumber = 0;
    figures.push(await load('kantan-yoyaku/reserve', {
      url: `${url}/api/kantan-yoyaku/reserve/`,
      requests: [{
        method: 'POST',
        headers,
        setupRequest: (request) => {
          const n = ++visitorNumber;
          const slot = slots[n % slots.length]!;
          return { ...request, body: JSON.stringify(reserveBody(slot.companyId, slot.date, slot.price, 50_000_000 + n)) };
        },
      }],
    }));

    console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, in-process server on loopback, PGlite with a data directory`);
    console.log(`machine: ${cpus().length} cores, load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}\n`);
    console.log('call                              req/s    p50 ms   p99 ms   requests   non-2xx   main-thread ms/req');
    for (const f of figures) {
      console.log(`${f.name.padEnd(32)} ${String(f.rps).padStart(6)} ${String(f.p50).padStart(9)} ${String(f.p99).padStart(8)} ${String(f.total).padStart(10)} ${String(f.non2xx).padStart(9)} ${String(f.mainMsPerRequest).padStart(12)}`);
    }
    console.log('(reserve drives its load from the main thread, so its main-thread figure includes the load generator)');
    const booked = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM quick_bookings');
    console.log(`\nquick bookings stored: ${booked.rows[0]!.n}`);
  } finally {
    server.closeAllConnections();
    server.close();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// The front end's figures first (bytes loaded for step 1 and the Lighthouse mobile score; they need
// `npm run build`), while the machine is not yet busy from the load runs.
await printFrontendSize();
await printLighthouse();
await main();
