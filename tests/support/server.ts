import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiDefinition } from '../../server/api.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { OutboxWorker } from '../../server/delivery/outbox-worker.ts';
import { startOutbox } from '../../server/delivery/start-outbox.ts';
import type { ExclusiveJob } from '../../server/jobs/exclusive-job.ts';
import { leadExpiryJob } from '../../server/leads/lead-expiry-job.ts';
import { reviewInvitationJob } from '../../server/reviews/review-invitation-job.ts';
import type { ExpiredLead } from '../../server/requests/lead-state-repository.ts';
import { retentionJob } from '../../server/privacy/retention-job.ts';
import type { ErasedCounts } from '../../server/privacy/retention-repository.ts';
import type { Database } from '../../server/db/database.ts';
import { CSRF_HEADER, VISITOR_COOKIE, issueToken } from '../../server/http/csrf.ts';
import { createLogger } from '../../server/logger.ts';
import { ReferenceData } from '../../server/reference/reference-data.ts';
import { createServices, type Services } from '../../server/services.ts';
import { openTestDatabase, type DatabaseKind } from './databases.ts';

/** One for every test server of a test worker: the indexes take 0.8 s and 120 MB to build. */
const reference = new ReferenceData();

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface TestServer {
  baseUrl: string;
  db: Database;
  /** What the app was built from (the marketplace, the outbox's request mail, …), for tests that call a service directly. */
  services: Services;
  /** The outbox worker sending this server's mail (to SMTP_URL when the test sets it, else .eml files in `dataDir`). */
  outbox: OutboxWorker;
  /** The server's own data directory, removed on close. */
  dataDir: string;
  /** The retention job on the server's clock (run by the tests with `runOnce`, not on a timer). */
  retention: ExclusiveJob<ErasedCounts>;
  /** The lead expiry job on the server's clock (run by the tests with `runOnce`, not on a timer). */
  leadExpiry: ExclusiveJob<ExpiredLead[]>;
  /** The review invitation job on the server's clock (run by the tests with `runOnce`, not on a timer). */
  reviewInvitations: ExclusiveJob<string[]>;
  /** The visitor cookie and CSRF token every POST needs, for requests made without `post`. */
  csrfHeaders: Record<string, string>;
  get<T = unknown>(path: string, headers?: Record<string, string>): Promise<TestResponse<T>>;
  /** Posts JSON with a valid CSRF token and visitor cookie (pass headers to override them). */
  post<T = unknown>(path: string, body: unknown, headers?: Record<string, string>): Promise<TestResponse<T>>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  database?: DatabaseKind;
  /** A fixed "now" for the server's clock. */
  now?: () => Date;
  maxConnections?: number;
  /** Serve from this database (another test server's) instead of a fresh one; it is left open on close. */
  db?: Database;
  /** Configuration variables on top of the test defaults (e.g. RATE_LIMIT_WRITES, TRUST_PROXY, REDIS_URL, SMTP_URL). */
  env?: Record<string, string>;
  /** The built front end to serve pages from (default: dist/client). */
  clientDir?: string;
  /** The API served (default: the product's; a test adds a flow's route to it). */
  api?: ApiDefinition;
}

/** Builds the real app on a fresh database and listens on a random loopback port. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { db, dispose } = options.db
    ? { db: options.db, dispose: async () => undefined }
    : await openTestDatabase(options.database ?? 'pglite', { maxConnections: options.maxConnections });
  const secret = randomBytes(32).toString('base64url');
  // Tests fire far more calls from one address than a visitor does; the rate-limit tests set their own limits.
  const dataDir = await mkdtemp(join(tmpdir(), 'hikkoshi-test-'));
  const env = { SECRET: secret, DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_WRITES: '1000000', RATE_LIMIT_READS: '1000000', ...options.env };
  const defaults = loadConfig(env);
  const config = { ...defaults, port: 0, clientDir: options.clientDir ?? defaults.clientDir };
  const services = await createServices(config, db, { logger: createLogger('silent'), now: options.now ?? (() => new Date()), reference });
  const app = buildApp(services, options.api);
  const outbox = await startOutbox(services);
  const retention = retentionJob(services);
  const leadExpiry = leadExpiryJob(services);
  const reviewInvitations = reviewInvitationJob(services);
  const server = createServer(app.callback());
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const visitor = randomBytes(24).toString('base64url');
  const csrfHeaders = { cookie: `${VISITOR_COOKIE}=${visitor}`, [CSRF_HEADER]: issueToken(secret, visitor) };

  const request = async <T>(path: string, init: RequestInit): Promise<TestResponse<T>> => {
    const response = await fetch(baseUrl + path, { redirect: 'manual', ...init });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('application/json');
    return { status: response.status, headers: response.headers, body: (isJson && text ? JSON.parse(text) : text) as T };
  };

  return {
    baseUrl,
    db,
    services,
    outbox,
    dataDir,
    retention,
    leadExpiry,
    reviewInvitations,
    csrfHeaders,
    get: (path, headers = {}) => request(path, { headers }),
    post: (path, body, headers = {}) =>
      request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...csrfHeaders, ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await retention.stop();
      await leadExpiry.stop();
      await reviewInvitations.stop();
      await outbox.stop();
      await services.rateLimiters.close();
      await dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
