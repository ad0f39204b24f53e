import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../support/catalogue.ts';
import { LOCK_FILE } from '../../server/db/data-dir-lock.ts';
import { CSRF_HEADER, VISITOR_COOKIE, issueToken } from '../../server/http/csrf.ts';
import { seedDataDir } from '../support/pglite-template.ts';
import { isListening, startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { until } from '../support/until.ts';
import { openDateAhead, quoteBody } from './marketplace-requests.ts';

const BIG = companies.find((company) => company.order === 1)!;
const ROOT = resolve(import.meta.dirname, '../..');

/**
 * A quote request whose body arrives in two parts: the first once the server has taken the request,
 * the rest when `finish` is called. It asks `Expect: 100-continue`, so the server's `100 Continue`
 * (written by node:http as it hands the request to the app) tells when the request is in flight;
 * `started` settles once that arrived and the first part is sent.
 */
function slowQuote(server: ServerProcess, secret: string) {
  const visitor = randomBytes(16).toString('base64url');
  const body = JSON.stringify(quoteBody(BIG.code, openDateAhead(30, BIG.closedWeekdays)));
  const half = Math.floor(body.length / 2);
  const req = request(`${server.baseUrl}/api/kantan-yoyaku/quote/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      expect: '100-continue',
      cookie: `${VISITOR_COOKIE}=${visitor}`,
      [CSRF_HEADER]: issueToken(secret, visitor),
    },
  });
  const answered = new Promise<{ response: IncomingMessage; text: string }>((resolve, reject) => {
    req.once('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.once('end', () => resolve({ response, text }));
    });
    req.once('error', reject);
  });
  const started = new Promise<void>((resolve) => req.once('continue', () => req.write(body.slice(0, half), () => resolve())));
  req.flushHeaders();
  return { started, answered, finish: () => req.end(body.slice(half)) };
}

describe('what a production install needs (issue 26)', () => {
  it('lists as dependencies exactly the packages the compiled server and the operator commands import', async () => {
    const manifest = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
    for (const devOnly of ['tsx', 'vitest-browser-react', '@types/koa-compose']) {
      expect(Object.keys(manifest.devDependencies)).toContain(devOnly);
      expect(Object.keys(manifest.dependencies)).not.toContain(devOnly);
    }
    const imported = new Set<string>();
    for (const file of ['main.js', 'partner.js', 'outbox.js', 'catalogue.js']) {
      const code = await readFile(join(ROOT, 'dist-server', file), 'utf8');
      for (const [, specifier] of code.matchAll(/^import\s[^'"]*['"]([^'"./][^'"]*)['"]/gm)) {
        if (specifier!.startsWith('node:')) continue;
        imported.add(specifier!.startsWith('@') ? specifier!.split('/').slice(0, 2).join('/') : specifier!.split('/')[0]!);
      }
    }
    expect([...imported].filter((name) => !(name in manifest.dependencies))).toEqual([]);
    expect(imported.size).toBeGreaterThan(5);
  });
});

describe('the compiled server process', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** A server on a data directory of its own: seeded from the migrated template, or left empty for the server to create its database. */
  async function start(env: Record<string, string> = {}, { seeded = true } = {}) {
    const dataDir = await mkdtemp(join(tmpdir(), 'hikkoshi-process-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    if (seeded) await seedDataDir(dataDir);
    const secret = randomBytes(24).toString('base64url');
    const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', SECRET: secret, ...env });
    cleanups.push(() => server.stop());
    await server.ready;
    return { server, dataDir, secret };
  }

  // One server serves the first two tests, in order. It creates and migrates its embedded database
  // itself, as `npm start` does on a fresh machine (the other servers start from the template).
  let running: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    running = await start({}, { seeded: false });
  });

  it('refuses a second process on the same data directory, naming the directory, and lets the first go on', async () => {
    const { server, dataDir, secret } = running;
    const second = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', SECRET: secret });
    cleanups.push(() => second.stop());
    expect(await second.exited).toEqual({ code: 1, signal: null });
    expect(second.output()).toContain(`The data directory ${dataDir} is in use by process ${server.pid}`);
    expect((await fetch(`${server.baseUrl}/api/health/`)).status).toBe(200);
  });

  it('the partner command on a data directory in use says so, without a stack trace (issue 26)', async () => {
    const { server, dataDir } = running;
    const run = await promisify(execFile)('npm', ['run', '--silent', 'partner', '--', 'list'], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } })
      .then(() => ({ code: 0, stderr: '' }), (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }));
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(`The data directory ${dataDir} is in use by process ${server.pid}; stop that process or set DATA_DIR to another directory.`);
    expect((await fetch(`${server.baseUrl}/api/health/`)).status).toBe(200);
  });

  it('on SIGTERM stops accepting, answers the request in flight, closes the database and exits 0', async () => {
    const { server, secret, dataDir } = running;
    const inFlight = slowQuote(server, secret);
    await inFlight.started;
    server.signal('SIGTERM');
    await until('the server stops accepting connections', async () => !(await isListening(server.port)), { intervalMs: 50 });
    inFlight.finish();
    const { response, text } = await inFlight.answered;
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ price: expect.any(Number) });
    const answeredAt = Date.now();
    expect(await server.exited).toEqual({ code: 0, signal: null });
    // The connection is closed once idle, not left to its 5 s keep-alive timeout.
    expect(Date.now() - answeredAt).toBeLessThan(3_000);
    expect(server.output()).toMatch(/"msg":"stopped"/);
    // Closing the embedded database releases its data-directory lock.
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('on SIGTERM fails its readiness first and keeps serving for SHUTDOWN_DRAIN_DELAY_MS, then drains and exits 0', async () => {
    const { server } = await start({ SHUTDOWN_DRAIN_DELAY_MS: '5000' });
    expect((await fetch(`${server.baseUrl}/api/health/ready/`)).status).toBe(200);
    server.signal('SIGTERM');
    await until('readiness fails', async () => (await fetch(`${server.baseUrl}/api/health/ready/`)).status === 503, { intervalMs: 50 });
    const ready = await fetch(`${server.baseUrl}/api/health/ready/`);
    expect(await ready.json()).toEqual({ status: 'not-ready', reasons: ['stopping'] });
    // Still serving while the load balancer notices: alive, and answering visitors.
    expect((await fetch(`${server.baseUrl}/api/health/live/`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/api/holidays/`)).status).toBe(200);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toMatch(/"drainDelayMs":5000,"msg":"shutting down"/);
  });

  it('on SIGINT cuts off a request that outlasts SHUTDOWN_TIMEOUT_MS and exits 1 soon after the bound', async () => {
    const { server, secret } = await start({ SHUTDOWN_TIMEOUT_MS: '500' });
    const stuck = slowQuote(server, secret);
    await stuck.started;
    stuck.answered.catch(() => undefined);
    const signalled = Date.now();
    server.signal('SIGINT');
    expect(await server.exited).toEqual({ code: 1, signal: null });
    const elapsed = Date.now() - signalled;
    expect(elapsed).toBeGreaterThanOrEqual(500);
    expect(elapsed).toBeLessThan(5_000);
    expect(server.output()).toContain('requests still running at the shutdown bound were cut off');
  });
});
