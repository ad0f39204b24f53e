/**
 * `npm run bench`: figures, never assertions (README "Scripts").
 *  1. Every flow's first page in the production build: JavaScript gzip beside its budget
 *     (scripts/size/budgets.ts) and the Lighthouse mobile score, median of 3 (budget 95), in one table;
 *     then each page's composition (by package, and its largest modules).
 *  2. Load on the API of an in-process server on loopback, on the embedded database and on
 *     PostgreSQL side by side (PostgreSQL from BENCH_DATABASE_URL or DATABASE_URL, in a schema of its
 *     own that is dropped afterwards; skipped when neither is set): requests per second and latency
 *     at 20 connections, the health check against bare node:http (taking turns in 3 rounds, the
 *     median kept), the health check's latency while 16 clients ask for 89-day calendars of moves
 *     never asked before, and the bytes of each JSON answer on the wire.
 *  3. Two instances on that PostgreSQL behind nginx (scripts/instances.ts): the same reads through
 *     the load balancer, 300 bookings racing for one day and 100 with one e-mail; and what the
 *     request log costs (one instance, LOG_LEVEL=silent against info).
 *  4. The outbox: messages per second two instances on that PostgreSQL send to an SMTP peer on
 *     loopback, each message's delay after its request's commit, and the CPU time the instances
 *     spent per message (a figure other load on the machine changes little). Part 2 also times what
 *     the outbox adds inside a booking's transaction.
 *  5. The metrics (issue 39): the health check and the month calendar with the metrics middleware and
 *     without, in turns on one embedded database; the cost in requests per second (target ≤ 5 %).
 * Every load figure carries the one-minute load average when it was taken: the machine is shared.
 *  6. (hydration) Each flow walked step by step at 4× CPU slowdown in a mobile viewport: each step's longest
 *     task and longest interaction (Event Timing) against INP's 200 ms (tests/bench/frontend-hydration.ts).
 * BENCH_PARTS=frontend,hydration,api,instances,outbox,metrics picks parts (all by default); BENCH_SECONDS sets each load run's length.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensureNginx, startInstance, startInstances } from '../../scripts/instances.ts';
import { buildApp } from '../../server/app.ts';
import { companies } from '../support/catalogue.ts';
import { loadConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/database.ts';
import { openDatabase } from '../../server/db/open.ts';
import { createLogger } from '../../server/logger.ts';
import { createServices } from '../../server/services.ts';
import { openDateAhead, quoteBody, reserveBody } from '../api/marketplace-requests.ts';
import { CALL_NAMES, answerSizes, loadBookings, loadHealth, loadHealthBesideBare, loadHealthBesideLongWindows, loadReads, visitorHeaders, type AnswerSize, type BenchTarget, type CallName } from './api-load.ts';
import { printHydration } from './frontend-hydration.ts';
import { LIGHTHOUSE_BUDGET, lighthouseOfFlows } from './frontend-lighthouse.ts';
import { checkBudgets } from '../../scripts/size/check.ts';
import { compositionLines, pageComposition } from '../../scripts/size/composition.ts';
import { CLIENT_DIR, builtFlows, measureFirstPage } from '../../scripts/size/firstPageSize.ts';
import { measureOutboxCostPerBooking, measureOutboxThroughput } from './mail-load.ts';
import { measureMetricsOverhead } from './metrics-overhead.ts';
import { CONNECTIONS, DURATION_S, kb, load, type LoadFigures } from './load.ts';

const POSTGRES_URL = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
/** The month calendar's target on this 2-core machine at 20 connections (issue 35, on PostgreSQL without Redis). */
const MONTH_TARGET = { rps: 5_000, p99Ms: 15 };
/** Past this size a JSON answer should be compressed (the server's own threshold). */
const COMPRESS_FROM_BYTES = 1024;

const loadNow = () => loadavg().map((n) => n.toFixed(1)).join(' ');
const pad = (value: string | number, width: number) => String(value).padStart(width);

async function printFrontend(): Promise<void> {
  const flows = await builtFlows();
  const sizes = await Promise.all(flows.map((flow) => measureFirstPage(flow)));
  const compositions = await Promise.all(sizes.map((size) => pageComposition(size.assets, CLIENT_DIR)));
  const { rows } = checkBudgets(sizes.map((size, index) => ({ page: size.flow, jsGzipKb: size.jsGzipKb, modules: compositions[index]! })));
  const scores = await lighthouseOfFlows(flows);
  console.log(`\nFirst page of each flow the build produced (gzip -9; Lighthouse mobile, median of 3; load average ${loadNow()})`);
  console.log(`flow                      JS KB  budget       CSS KB   HTML KB   Lighthouse (≥ ${LIGHTHOUSE_BUDGET})   runs          FCP ms   LCP ms   TBT ms    CLS`);
  for (const [index, size] of sizes.entries()) {
    const { median, scores: runs } = scores[index]!;
    console.log(
      `${`/${size.flow}/`.padEnd(24)} ${pad(size.jsGzipKb.toFixed(1), 7)} ${pad(rows[index]!.budget.kb.toFixed(1), 6)} ${rows[index]!.over ? 'OVER' : 'ok  '}   ${pad(size.cssGzipKb.toFixed(1), 6)} ${pad(size.htmlGzipKb.toFixed(1), 9)}   ${pad(median.score, 10)} ${median.score >= LIGHTHOUSE_BUDGET ? 'ok   ' : 'BELOW'}    ${runs.join(', ').padEnd(12)} ${pad(median.firstContentfulPaintMs, 7)} ${pad(median.largestContentfulPaintMs, 8)} ${pad(median.totalBlockingTimeMs, 8)} ${pad(median.cumulativeLayoutShift, 6)}`,
    );
  }
  // Where each first page's bytes go (its chunks' source maps), so the next change starts from the biggest.
  for (const [index, size] of sizes.entries()) {
    console.log(`\n/${size.flow}/ first-load JavaScript, ${size.jsGzipKb.toFixed(1)} KB gzip:\n${compositionLines(compositions[index]!, 12).join('\n')}`);
  }
}

/** A fresh schema on the bench's PostgreSQL and the URL that puts every connection in it. */
async function postgresSchema(url: string): Promise<{ url: string; schema: string; drop(): Promise<void> }> {
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE SCHEMA ${schema}`);
  return {
    url: `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    schema,
    drop: () => admin(`DROP SCHEMA ${schema} CASCADE`),
  };
}

interface DatabaseFigures {
  label: string;
  calls: Partial<Record<CallName, LoadFigures>>;
  sizes: AnswerSize[];
  bookingsStored: number;
}

/** The real app in this process on `db`, loaded from a worker thread. */
async function measureInProcess(label: string, db: Database): Promise<DatabaseFigures> {
  const secret = randomBytes(32).toString('base64url');
  const config = { ...loadConfig({ SECRET: secret, LOG_LEVEL: 'silent', RATE_LIMIT_WRITES: '100000000', RATE_LIMIT_READS: '100000000' }), port: 0 };
  const services = await createServices(config, db, { logger: createLogger('silent'), now: () => new Date() });
  const app = buildApp(services);
  const server = createServer(app.callback());
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const target: BenchTarget = { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, secret };
  try {
    const sizes = await answerSizes(target);
    const calls: DatabaseFigures['calls'] = { ...(await loadReads(target)), ...(await loadHealthBesideBare(target)), ...(await loadHealthBesideLongWindows(target)) };
    calls.reserve = await loadBookings(target);
    const stored = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM requests WHERE flow = 'quickBooking'");
    return { label, calls, sizes, bookingsStored: stored.rows[0]!.n };
  } finally {
    server.closeAllConnections();
    server.close();
    await services.rateLimiters.close();
  }
}

function printSideBySide(results: DatabaseFigures[]): void {
  console.log(`\nAPI of an in-process server on loopback, ${CONNECTIONS} connections, ${DURATION_S} s per call; machine: ${cpus().length} cores`);
  console.log(`(load = one-minute load average as the call ended; ms/req = busy time of the server's thread per request)`);
  console.log(`${''.padEnd(32)}${results.map((result) => result.label.padEnd(44)).join('')}`);
  console.log(`${'call'.padEnd(32)}${results.map(() => 'req/s    p50    p99  non-2xx  load  ms/req   ').join('')}`);
  for (const call of Object.keys(CALL_NAMES) as CallName[]) {
    const cells = results.map((result) => {
      const f = result.calls[call];
      return f ? `${pad(f.rps, 5)} ${pad(f.p50, 6)} ${pad(f.p99, 6)} ${pad(f.non2xx, 8)} ${pad(f.load, 5)} ${pad(f.mainMsPerRequest, 7)}   ` : ''.padEnd(44);
    });
    console.log(`${CALL_NAMES[call].padEnd(32)}${cells.join('')}`);
  }
  const ratios = results.map((result) => {
    const { health, bare } = result.calls;
    return `${result.label}: ${health && bare ? Math.round((health.rps / bare.rps) * 100) : '?'} %`;
  });
  console.log(`health check against bare node:http, requests/s (target ≥ 60 %): ${ratios.join('; ')}`);
  const healthMeanwhile = results.map((result) => {
    const f = result.calls.healthBesideLongWindows;
    return `${result.label} ${f ? `p50 ${f.p50} ms, p99 ${f.p99} ms` : '?'}`;
  });
  console.log(`health check while ${CALL_NAMES.longWindows} are asked for (target: a few ms): ${healthMeanwhile.join('; ')}`);
  const month = results.map((result) => {
    const f = result.calls.month;
    const met = f && f.rps >= MONTH_TARGET.rps && f.p99 <= MONTH_TARGET.p99Ms;
    return `${result.label} ${met ? 'met' : 'NOT met'}`;
  });
  console.log(`month of company-availability, target ≥ ${MONTH_TARGET.rps} req/s with p99 ≤ ${MONTH_TARGET.p99Ms} ms: ${month.join('; ')}`);
  console.log(`quick bookings stored by the reserve run: ${results.map((result) => `${result.label} ${result.bookingsStored}`).join('; ')} (non-2xx there are full days)`);

  console.log(`\nJSON answers on the wire, asked plainly and with "Accept-Encoding: gzip, deflate, br" (compress from ${kb(COMPRESS_FROM_BYTES)}):`);
  console.log(`${'answer'.padEnd(32)}${results.map((result) => result.label.padEnd(34)).join('')}`);
  for (const [index, { call }] of results[0]!.sizes.entries()) {
    const cells = results.map((result) => {
      const { plain, compressed } = result.sizes[index]!;
      return `${pad(kb(plain.bytes), 10)} → ${pad(kb(compressed.bytes), 9)} ${(compressed.encoding ?? 'none').padEnd(10)}`;
    });
    console.log(`${call.padEnd(32)}${cells.join('')}`);
  }
  for (const result of results) {
    const due = result.sizes.filter((size) => size.plain.bytes >= COMPRESS_FROM_BYTES);
    const done = due.filter((size) => size.compressed.encoding !== null);
    console.log(`${result.label}: ${done.length} of ${due.length} answers of 1 KB or more compressed${done.length < due.length ? ` — NOT: ${due.filter((size) => !size.compressed.encoding).map((size) => size.call).join(', ')}` : ''}`);
  }
}

async function measureDatabases(): Promise<void> {
  const results: DatabaseFigures[] = [];
  const dataDir = await mkdtemp(join(tmpdir(), 'hikkoshi-bench-'));
  const embedded = await openDatabase({ kind: 'pglite', dataDir });
  try {
    results.push(await measureInProcess('embedded (PGlite, data dir)', embedded));
    await measureOutboxCostPerBooking(embedded);
  } finally {
    await embedded.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  if (POSTGRES_URL) {
    const schema = await postgresSchema(POSTGRES_URL);
    const db = await openDatabase({ kind: 'postgres', url: POSTGRES_URL, searchPath: schema.schema });
    try {
      results.push(await measureInProcess('PostgreSQL (pool of 10)', db));
      await measureOutboxCostPerBooking(db);
    } finally {
      await db.close();
      await schema.drop();
    }
  } else {
    console.log('\nPostgreSQL figures skipped: set BENCH_DATABASE_URL or DATABASE_URL (a schema of its own is made and dropped).');
  }
  printSideBySide(results);
}

/** Races through the load balancer: 300 visitors for one company and day, 100 with one e-mail. */
async function raceThrough(target: BenchTarget): Promise<void> {
  const headers = visitorHeaders(target.secret);
  const post = (path: string, body: unknown) => fetch(target.baseUrl + path, { method: 'POST', headers, body: JSON.stringify(body) })
    .then(async (response) => ({ status: response.status, body: (await response.json()) as { price?: number } }));
  const big = companies.filter((company) => company.reach === 'national').sort((a, b) => a.order - b.order)[0]!;
  const date = openDateAhead(85, big.closedWeekdays);
  const price = (await post('/api/kantan-yoyaku/quote/', quoteBody(big.code, date))).body.price!;
  let started = performance.now();
  const day = await Promise.all(Array.from({ length: 300 }, (_, n) => post('/api/kantan-yoyaku/reserve/', reserveBody(big.code, date, price, 90_000_000 + n))));
  const dayMs = Math.round(performance.now() - started);
  const slots = await Promise.all(Array.from({ length: 100 }, async (_, n) => {
    const slotDate = openDateAhead(4 + (n % 80), big.closedWeekdays);
    return { date: slotDate, price: (await post('/api/kantan-yoyaku/quote/', quoteBody(big.code, slotDate))).body.price! };
  }));
  started = performance.now();
  const mail = await Promise.all(slots.map((slot, n) =>
    post('/api/kantan-yoyaku/reserve/', reserveBody(big.code, slot.date, slot.price, 91_000_000 + n, { customerEmail: 'bench.same@example.jp' }))));
  const mailMs = Math.round(performance.now() - started);
  console.log(`300 bookings racing for ${big.code} on ${date} (capacity ${big.dailyCapacity}): ${day.filter((r) => r.status === 200).length} booked, ${day.filter((r) => r.status === 409).length} refused full, in ${dayMs} ms`);
  console.log(`100 bookings racing with one e-mail: ${mail.filter((r) => r.status === 200).length} booked, ${mail.filter((r) => r.status === 409).length} refused as duplicates, in ${mailMs} ms`);
}

async function measureInstances(): Promise<void> {
  if (!POSTGRES_URL) {
    console.log('\nSeveral instances skipped: they need PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL).');
    return;
  }
  const missing = await ensureNginx();
  if (missing) {
    console.log(`\nSeveral instances skipped: ${missing}`);
    return;
  }
  const schema = await postgresSchema(POSTGRES_URL);
  try {
    const env = { RATE_LIMIT_WRITES: '100000000', RATE_LIMIT_READS: '100000000' };
    const instances = await startInstances({ databaseUrl: schema.url, env });
    try {
      const target = { baseUrl: instances.baseUrl, secret: instances.secret };
      const reads = { ...(await loadReads(target)), health: await loadHealth(target) };
      console.log(`\nTwo instances (NODE_ENV=production, LOG_LEVEL=warn) on PostgreSQL behind nginx, ${CONNECTIONS} connections through nginx:`);
      console.log(`${'call'.padEnd(32)}req/s    p50    p99  non-2xx  load`);
      for (const call of ['month', 'reservationCompanies', 'health'] as const) {
        const f = reads[call]!;
        console.log(`${CALL_NAMES[call].padEnd(32)}${pad(f.rps, 5)} ${pad(f.p50, 6)} ${pad(f.p99, 6)} ${pad(f.non2xx, 8)} ${pad(f.load, 5)}`);
      }
      await raceThrough({ baseUrl: instances.baseUrl, secret: instances.secret });
    } finally {
      await instances.stop();
    }

    // The request log's cost: one instance, its log lines written to /dev/null, with and without them.
    const secret = randomBytes(32).toString('base64url');
    const health: string[] = [];
    for (const level of ['silent', 'info']) {
      const instance = await startInstance({ env: { ...env, DATABASE_URL: schema.url, SECRET: secret, LOG_LEVEL: level, DATA_DIR: tmpdir() }, quiet: true });
      try {
        const f = await load({ url: `${instance.url}/api/health/` });
        health.push(`LOG_LEVEL=${level} ${f.rps} req/s, p99 ${f.p99} ms (load ${f.load})`);
      } finally {
        await instance.stop();
      }
    }
    console.log(`\nGET /api/health/ on one instance process (no nginx): ${health.join('; ')}`);
  } finally {
    await schema.drop();
  }
}

/** Part 4: the outbox of two instances on PostgreSQL, in a schema of its own. */
async function measureOutbox(): Promise<void> {
  if (!POSTGRES_URL) {
    console.log('\nThe outbox of two instances: skipped (set BENCH_DATABASE_URL to a PostgreSQL server)');
    return;
  }
  const schema = await postgresSchema(POSTGRES_URL);
  try {
    await measureOutboxThroughput(schema.url);
  } finally {
    await schema.drop();
  }
}

console.log(`npm run bench on ${cpus().length} cores, load average ${loadNow()} at the start`);
// The front end first (it needs `npm run build`, which `npm run bench` runs), while the machine is not yet busy from the load runs.
/** Part 5: what the metrics cost on the hot path. */
async function printMetricsOverhead(): Promise<void> {
  const results = await measureMetricsOverhead();
  console.log(`\nMetrics on the hot path: one in-process app on the embedded database, ${CONNECTIONS} connections, ${DURATION_S} s per run, median of 3 rounds (target: cost ≤ 5 %)`);
  console.log('call                 without req/s   p99 ms   with req/s   p99 ms   cost    load');
  for (const { call, without, with: counted, costPercent } of results) {
    console.log(`${(call === 'health' ? CALL_NAMES.health : CALL_NAMES.month).padEnd(20)} ${pad(without.rps, 13)} ${pad(without.p99, 8)} ${pad(counted.rps, 12)} ${pad(counted.p99, 8)} ${pad(`${costPercent} %`, 7)} ${costPercent <= 5 ? 'ok  ' : 'OVER'} ${counted.load}`);
  }
}

const parts = (process.env.BENCH_PARTS || 'frontend,hydration,api,instances,outbox,metrics').split(',');
if (parts.includes('frontend')) await printFrontend();
if (parts.includes('hydration')) await printHydration();
if (parts.includes('api')) await measureDatabases();
if (parts.includes('instances')) await measureInstances();
if (parts.includes('outbox')) await measureOutbox();
if (parts.includes('metrics')) await printMetricsOverhead();
