import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EstimateResponse } from '../../domain/api/estimate.ts';
import type { QuickBookingReserveResponse } from '../../domain/api/quickBooking.ts';
import { companies } from '../support/catalogue.ts';
import { testDatabaseKinds } from '../support/databases.ts';
import { parseScrape, sampleValue, type Sample } from '../support/prometheus-text.ts';
import { processStorage, startServerWithClient, type ServerClient } from '../support/server-client.ts';
import { freePort } from '../support/server-process.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer.ts';
import { until } from '../support/until.ts';
import { estimateBody, openDateAhead, quoteBody, reservationBody, reserveBody } from './marketplace-requests.ts';

const BIG = companies.find((company) => company.order === 1)!;
const SECOND = companies.find((company) => company.order === 2)!;

describe.each(testDatabaseKinds())('metrics of a real server, on %s', (kind) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  let peer: SmtpPeer;
  let client: ServerClient;
  let metricsUrl: string;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    cleanups.push(() => peer.close());
    const storage = await processStorage(kind);
    cleanups.push(storage.dispose);
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}`;
    client = await startServerWithClient({
      ...storage.env,
      SECRET: randomBytes(24).toString('base64url'),
      SMTP_URL: peer.url,
      METRICS_PORT: String(metricsPort),
      RATE_LIMIT_READS: '1000000',
      RATE_LIMIT_WRITES: '1000000',
    });
    cleanups.push(() => client.server.stop());
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const scrape = async (): Promise<Sample[]> => {
    const response = await fetch(`${metricsUrl}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return parseScrape(await response.text());
  };
  const value = async (name: string, labels: Record<string, string> = {}) => sampleValue(await scrape(), name, labels);
  const get = (path: string) => fetch(client.server.baseUrl + path);

  it('counts each flow by route pattern and flow, times it, and shows holds, jobs and the process', async () => {
    const date = openDateAhead(16, [...BIG.closedWeekdays, ...SECOND.closedWeekdays]);
    expect((await get('/api/districts/13/13104/')).status).toBe(200);
    expect((await client.post<EstimateResponse>('/api/estimate/', estimateBody([BIG.code, SECOND.code], date, 9_101))).status).toBe(200);
    expect((await client.post('/api/reservation/reserve/', reservationBody([BIG.code, SECOND.code], date, 9_102))).status).toBe(200);
    const quote = await client.post<{ price: number }>('/api/kantan-yoyaku/quote/', quoteBody(BIG.code, date));
    const booking = reserveBody(BIG.code, date, quote.body.price, 9_103);
    expect((await client.post<QuickBookingReserveResponse>('/api/kantan-yoyaku/reserve/', booking)).status).toBe(200);
    expect((await client.post('/api/kantan-yoyaku/reserve/', booking)).status).toBe(409);
    expect((await client.post('/api/estimate/', { ...estimateBody([BIG.code], date, 9_104), email: 'not an address' })).status).toBe(400);

    const samples = await scrape();
    const at = (name: string, labels: Record<string, string>) => sampleValue(samples, name, labels);
    // Routes by their pattern, never the raw path.
    expect(at('hikkoshi_http_requests_total', { route: '/api/districts/:prefectureCode/:cityCode/', method: 'GET', status_class: '2xx' })).toBe(1);
    expect(samples.some((sample) => sample.labels.route?.includes('13104'))).toBe(false);
    expect(at('hikkoshi_http_request_duration_seconds_count', { route: '/api/estimate/', method: 'POST' })).toBe(2);
    for (const flow of ['estimate', 'reservation', 'quick-booking']) expect(at('hikkoshi_requests_made_total', { flow })).toBe(1);
    expect(at('hikkoshi_writes_refused_total', { route: '/api/kantan-yoyaku/reserve/', meaning: 'duplicate' })).toBe(1);
    expect(at('hikkoshi_writes_refused_total', { route: '/api/estimate/', meaning: 'invalid' })).toBe(1);
    // The database's figures: the booking and the two reservation leads hold units; the jobs ran at start.
    expect(at('hikkoshi_database_figures_up', {})).toBe(1);
    expect(at('hikkoshi_holds_open', { flow: 'quick-booking' })).toBe(1);
    expect(at('hikkoshi_holds_open', { flow: 'reservation' })).toBe(2);
    for (const job of ['lead-expiry', 'retention']) {
      await until(`the ${job} job's first pass`, async () => (await value('hikkoshi_job_last_success_timestamp_seconds', { task: job })) !== undefined, { timeoutMs: 30_000, intervalMs: 200 });
      expect(await value('hikkoshi_job_runs_total', { task: job, outcome: 'success' })).toBeGreaterThanOrEqual(1);
    }
    // Node's own figures.
    expect(at('hikkoshi_nodejs_eventloop_lag_seconds', {})).toBeGreaterThanOrEqual(0);
    expect(at('hikkoshi_process_resident_memory_bytes', {})).toBeGreaterThan(0);
  });

  it('shows the outbox backing up while the relay is down, and draining once it is back', async () => {
    await until('the outbox empty', async () => (await value('hikkoshi_outbox_messages', { status: 'pending' })) === 0, { timeoutMs: 30_000, intervalMs: 100 });
    const sentBefore = (await value('hikkoshi_outbox_sent_total', { kind: 'company-lead' })) ?? 0;
    await peer.close();
    const date = openDateAhead(17, [...BIG.closedWeekdays, ...SECOND.closedWeekdays]);
    expect((await client.post('/api/estimate/', estimateBody([BIG.code, SECOND.code], date, 9_201))).status).toBe(200);

    await until('the failed tries counted', async () => ((await value('hikkoshi_outbox_failed_tries_total', { kind: 'company-lead', final: 'false' })) ?? 0) >= 2, { timeoutMs: 30_000, intervalMs: 100 });
    // The database's figures are read at most once a second: wait for a read after the request.
    await until('the 3 messages pending', async () => (await value('hikkoshi_outbox_messages', { status: 'pending' })) === 3, { timeoutMs: 10_000, intervalMs: 100 });
    await until('the oldest pending message aging', async () => ((await value('hikkoshi_outbox_oldest_pending_age_seconds')) ?? 0) > 0, { timeoutMs: 30_000, intervalMs: 100 });

    peer = await startSmtpPeer({ port: peer.port });
    await until('the outbox drained', async () => (await value('hikkoshi_outbox_messages', { status: 'pending' })) === 0, { timeoutMs: 60_000, intervalMs: 200 });
    expect(await value('hikkoshi_outbox_oldest_pending_age_seconds')).toBe(0);
    expect(await value('hikkoshi_outbox_sent_total', { kind: 'company-lead' })).toBe(sentBefore + 2);
    expect(await value('hikkoshi_outbox_delivery_seconds_count')).toBeGreaterThanOrEqual(sentBefore + 3);
    await peer.waitFor((received) => received.some((mail) => mail.to.includes('estimate9201@example.jp')));
  });

  it('answers nothing but GET /metrics, and keeps no personal data, token or raw path in what it answers', async () => {
    for (const [method, path] of [['POST', '/metrics'], ['GET', '/'], ['GET', '/metrics/extra'], ['HEAD', '/metrics'], ['DELETE', '/metrics']] as const) {
      expect((await fetch(metricsUrl + path, { method })).status, `${method} ${path}`).toBe(404);
    }
    // Nor is the public port the metrics' port.
    expect((await get('/metrics')).status).toBe(404);

    const token = randomBytes(24).toString('base64url');
    await get(`/api/holidays/?email=secret.person%40example.jp&tel=09012345678`);
    await get(`/my-move/?token=${token}`);
    await client.post('/api/my-move/', { token });
    await get(`/lead/?token=${token}`);
    const text = await (await fetch(`${metricsUrl}/metrics`)).text();
    for (const secret of ['secret.person', '09012345678', token]) expect(text).not.toContain(secret);
  });

  // What labels a path gets is the router's, not the database's: asked of the first database only.
  it.runIf(kind === testDatabaseKinds()[0])('keeps its label set bounded under 10,000 distinct random paths', async () => {
    const before = await scrape();
    const paths = Array.from({ length: 10_000 }, (_, i) => (i % 2 === 0 ? `/api/${randomBytes(6).toString('hex')}/` : `/${randomBytes(6).toString('hex')}/x.js`));
    for (let i = 0; i < paths.length; i += 100) {
      await Promise.all(paths.slice(i, i + 100).map(async (path) => (await get(path)).arrayBuffer()));
    }
    const after = await scrape();
    // Every route label is an API route's pattern or one of four words; none is a path that was asked for.
    const routes = new Set(after.map((sample) => sample.labels.route).filter((route) => route !== undefined));
    expect(routes.size).toBeLessThan(40);
    for (const route of routes) expect(route.startsWith('/api/') || ['page', 'static', 'not_found', 'api_unmatched'].includes(route), route).toBe(true);
    expect(paths.some((path) => routes.has(path))).toBe(false);
    const count = (samples: Sample[], route: string) => sampleValue(samples, 'hikkoshi_http_requests_total', { route, method: 'GET', status_class: '4xx' }) ?? 0;
    expect(count(after, 'api_unmatched') - count(before, 'api_unmatched')).toBe(5_000);
    expect(count(after, 'not_found') - count(before, 'not_found')).toBe(5_000);
    // Every series but the process figures was there before, or is one of those two.
    const series = (samples: Sample[]) => new Set(samples.filter((sample) => !sample.name.startsWith('hikkoshi_nodejs_') && !sample.name.startsWith('hikkoshi_process_')).map((sample) => sample.key));
    const added = [...series(after)].filter((key) => !series(before).has(key));
    expect(added.length).toBeLessThan(40);
  });
});
