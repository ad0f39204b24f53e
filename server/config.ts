import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { LogLevel } from './logger.ts';

/** Outgoing mail and the outbox that sends it (see README "Mail"). */
export interface MailConfig {
  /** SMTP relay (`smtp://host:2525`, `smtps://user:pass@host:465`); unset means .eml files under `fileDir`. */
  smtpUrl: string | undefined;
  /** The From header, e.g. '引越し比較 <no-reply@hikkoshi.example.jp>'. */
  from: string;
  /** Where messages are written as .eml files when no SMTP relay is set. */
  fileDir: string;
  /** The product's address as visitors reach it, for the links in messages (no trailing slash). */
  publicUrl: string;
  /** Tries before a message is kept as failed. */
  maxAttempts: number;
  /** How long a worker's claim on a message lasts; another instance may send it after that. */
  leaseSeconds: number;
}

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; unset means embedded PGlite under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Key for signing CSRF tokens; shared by every instance behind a load balancer. */
  secret: string;
  /** The built front end (`vite build` output). */
  clientDir: string;
  /** Static files served as they are (images, error page). */
  publicDir: string;
  /** Keep each page's HTML in memory after its first read (NODE_ENV=production); else read it again, so a rebuild shows. */
  cachePages: boolean;
  logLevel: LogLevel;
  /** Trust X-Forwarded-* headers from a reverse proxy. */
  trustProxy: boolean;
  /** How long a SIGTERM/SIGINT waits for requests in flight before cutting them off. */
  shutdownTimeoutMs: number;
  /** How long after SIGTERM the readiness check fails before the server stops accepting connections. */
  shutdownDrainDelayMs: number;
  /** How often each instance ends the leads nobody answered: a hold ends within this of its time. */
  leadExpiryPassMs: number;
  /** How often each instance looks for moves whose visitors are due an invitation to review them. */
  reviewInvitationPassMs: number;
  /** Where the metrics listener answers `GET /metrics`; undefined keeps it off (README "Metrics"). */
  metrics: { host: string; port: number } | undefined;
  /** Writes (bookings, requests, e-mail checks) one client address may make per window. */
  writeLimit: { points: number; windowSeconds: number };
  /** Every other API call but the health check, per client address and window. */
  readLimit: { points: number; windowSeconds: number };
  /** How often an instance adds the reads it counted in memory to the shared store (README "Rate limits"). */
  readSettleEveryMs: number;
  /** Embedded form pages (each with a signed grant) issued per client address and per partner, and window. */
  embedPageLimit: { perAddress: number; perPartner: number; windowSeconds: number };
  /** Redis keeps the rate-limit counters when set; else the database does. */
  redisUrl: string | undefined;
  mail: MailConfig;
  /** Days after a move that its personal data is kept (server/privacy/). */
  retentionDaysAfterMove: number;
  /** Days the record of data given to companies and partner services is kept from each provision (server/sharing/). */
  sharingRecordRetentionDays: number;
  /** For tests of a server in a child process: a file holding milliseconds added to the clock (server/clock.ts). */
  clockFile: string | undefined;
}

const ROOT = resolve(import.meta.dirname, '..');
const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];

/** Reads the configuration from the environment; see README "Configuration". */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || join(ROOT, '.data'));
  const port = env.PORT ? portNumber(env, 'PORT') : 3000;
  const logLevel = (env.LOG_LEVEL || 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    secret: env.SECRET || persistedSecret(dataDir),
    clientDir: join(ROOT, 'dist', 'client'),
    publicDir: join(ROOT, 'app', 'public'),
    cachePages: env.NODE_ENV === 'production',
    logLevel,
    trustProxy: env.TRUST_PROXY === '1',
    shutdownTimeoutMs: positiveInteger(env, 'SHUTDOWN_TIMEOUT_MS', 10_000),
    shutdownDrainDelayMs: wholeNumber(env, 'SHUTDOWN_DRAIN_DELAY_MS', 0),
    leadExpiryPassMs: positiveInteger(env, 'LEAD_EXPIRY_PASS_MS', 30_000),
    reviewInvitationPassMs: positiveInteger(env, 'REVIEW_INVITATION_PASS_MS', 3_600_000),
    metrics: env.METRICS_PORT ? { host: env.METRICS_HOST || '127.0.0.1', port: portNumber(env, 'METRICS_PORT') } : undefined,
    writeLimit: { points: positiveInteger(env, 'RATE_LIMIT_WRITES', 600), windowSeconds: positiveInteger(env, 'RATE_LIMIT_WINDOW_SECONDS', 60) },
    readLimit: { points: positiveInteger(env, 'RATE_LIMIT_READS', 1200), windowSeconds: positiveInteger(env, 'RATE_LIMIT_WINDOW_SECONDS', 60) },
    readSettleEveryMs: positiveInteger(env, 'RATE_LIMIT_READS_SETTLE_MS', 1000),
    embedPageLimit: {
      perAddress: positiveInteger(env, 'RATE_LIMIT_EMBED_PAGES_PER_ADDRESS', 60),
      perPartner: positiveInteger(env, 'RATE_LIMIT_EMBED_PAGES_PER_PARTNER', 6000),
      windowSeconds: positiveInteger(env, 'RATE_LIMIT_WINDOW_SECONDS', 60),
    },
    redisUrl: env.REDIS_URL || undefined,
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || DEFAULT_MAIL_FROM,
      fileDir: join(dataDir, 'mail'),
      publicUrl: publicUrl(env.PUBLIC_URL || `http://localhost:${port}`),
      maxAttempts: positiveInteger(env, 'OUTBOX_MAX_ATTEMPTS', 20),
      leaseSeconds: positiveInteger(env, 'OUTBOX_LEASE_SECONDS', 60),
    },
    retentionDaysAfterMove: positiveInteger(env, 'RETENTION_DAYS_AFTER_MOVE', 90),
    // Three years, the APPI's period for a record of provision with consent (施行規則 第14条), a leap day included.
    sharingRecordRetentionDays: positiveInteger(env, 'SHARING_RECORD_RETENTION_DAYS', 1096),
    clockFile: env.CLOCK_FILE || undefined,
  };
}

/** Who runs an operator's command, recorded with each catalogue change: CATALOGUE_OPERATOR, else the login name. */
export function operatorName(env: NodeJS.ProcessEnv = process.env): string {
  return env.CATALOGUE_OPERATOR || env.USER || env.LOGNAME || 'unknown';
}

const DEFAULT_MAIL_FROM = '引越し比較 <no-reply@hikkoshi.example.jp>';

/** An http(s) origin, optionally with a path, without its trailing slash. */
function publicUrl(text: string): string {
  const url = URL.canParse(text) ? new URL(text) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new Error(`PUBLIC_URL must be an http(s) URL, got "${text}"`);
  return url.href.replace(/\/+$/, '');
}

/** A TCP port (0 to 65535; 0 lets the system choose) from the environment variable `name`. */
function portNumber(env: NodeJS.ProcessEnv, name: string): number {
  const value = Number(env[name]);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error(`${name} must be a port number, got "${env[name]}"`);
  return value;
}

/** A whole number, zero or more, from the environment, or the default when unset. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number (0 or more), got "${text}"`);
  return value;
}

/** A whole number above zero from the environment, or the default when unset. */
function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a whole number above 0, got "${text}"`);
  return value;
}

/** A random key generated on first start and kept in DATA_DIR, so tokens survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
