import type Router from '@koa/router';
import type { HealthAnswer, LiveAnswer, NotReadyReason, ReadyAnswer } from '../../domain/api/health.ts';
import { HEALTH_LIVE_PATH, HEALTH_PATH, HEALTH_READY_PATH } from '../../domain/api/paths.ts';
import { routerPath } from './router-path.ts';
import type { Context, Middleware } from 'koa';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { pingDatabase } from '../db/health-repository.ts';
import { loadMigrations } from '../db/migrate.ts';
import { appliedMigrations } from '../db/readiness-repository.ts';
import { setApiRoute } from '../http/request-state.ts';
import { setApiAnswerHeaders } from '../http/security-headers.ts';
import type { Services } from '../services.ts';

/**
 * How long one database check answers for: load balancers polling every instance, or a benchmark,
 * then cost the database at most one query a second, and a failure shows within a second.
 */
const CHECK_TTL_MS = 1_000;

/** One run of `check`, shared by the calls of the same second on the app's clock (and by those arriving while it runs). */
function recentCheck<T>(now: Clock, check: () => Promise<T>): () => Promise<T> {
  let last: { at: number; result: Promise<T> } | undefined;
  return () => {
    const at = now().getTime();
    if (!last || at - last.at >= CHECK_TTL_MS || at < last.at) last = { at, result: check() };
    return last.result;
  };
}

/** Whether every migration this build knows is applied; false when the database does not answer. */
function migrationsCheck(db: Database, now: Clock): () => Promise<boolean | null> {
  const known = loadMigrations().then((migrations) => migrations.map((migration) => migration.version));
  return recentCheck(now, async () => {
    const applied = await appliedMigrations(db).catch(() => null);
    if (applied === null) return null;
    return (await known).every((version) => applied.has(version));
  });
}

const ANSWER_HEADERS = { 'Cache-Control': 'no-cache', 'Content-Type': 'application/json; charset=utf-8' };

function answerJson(ctx: Context, status: number, body: string): void {
  ctx.status = status;
  ctx.set(ANSWER_HEADERS);
  ctx.body = body;
}

/** The health check's answer, serialised once: it never changes, and load balancers ask for it all the time. */
const healthyAnswer = (db: Database) => JSON.stringify({ status: 'ok', database: db.kind } satisfies HealthAnswer);

/**
 * Answers GET and HEAD /api/health/ ahead of every other middleware but the request log (and the
 * metrics): load balancers and orchestrators poll it all the time, and it needs none of them (no
 * budget, no body, no CSRF token, no compression). It sets the API's security headers itself. When
 * the database does not answer, the request goes down the whole chain to the route, whose error the
 * error handler answers like any other.
 */
export function healthCheckFirst({ db, now }: Pick<Services, 'db' | 'now'>): Middleware {
  const databaseAnswers = recentCheck(now, () => pingDatabase(db));
  const body = healthyAnswer(db);
  return async (ctx, next) => {
    if (ctx.path !== HEALTH_PATH || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const answered = await databaseAnswers().then(() => true, () => false);
    if (!answered) return next();
    setApiRoute(ctx, HEALTH_PATH);
    setApiAnswerHeaders(ctx);
    answerJson(ctx, 200, body);
  };
}

/**
 * The checks load balancers and orchestrators poll (README "Health checks"), none of which names
 * configuration or secrets:
 * - GET /api/health/: the server is up and its database answers (as load balancers use it today;
 *   answered by `healthCheckFirst` while the database answers, by this route when it does not).
 * - GET /api/health/live/: the process answers HTTP; touches no database, so a database outage
 *   never gets every instance restarted.
 * - GET /api/health/ready/: this instance can serve: its database answers, every migration of its
 *   build is applied, and it is not shutting down; else 503 with the reasons.
 */
export function addHealthRoutes(router: Router, { db, lifecycle, now }: Services): void {
  const databaseAnswers = recentCheck(now, () => pingDatabase(db));
  const migrationsApplied = migrationsCheck(db, now);
  // Serialised once: the answers never change, and load balancers ask for them all the time.
  const healthy = healthyAnswer(db);
  const live = JSON.stringify({ status: 'ok' } satisfies LiveAnswer);
  const ready = JSON.stringify({ status: 'ready' } satisfies ReadyAnswer);
  router.get(routerPath(HEALTH_PATH), async (ctx) => {
    await databaseAnswers();
    answerJson(ctx, 200, healthy);
  });
  router.get(routerPath(HEALTH_LIVE_PATH), (ctx) => answerJson(ctx, 200, live));
  router.get(routerPath(HEALTH_READY_PATH), async (ctx) => {
    const migrations = await migrationsApplied();
    const reasons: NotReadyReason[] = [];
    if (migrations === null) reasons.push('database');
    else if (!migrations) reasons.push('migrations');
    if (lifecycle.stopping) reasons.push('stopping');
    answerJson(ctx, reasons.length === 0 ? 200 : 503, reasons.length === 0 ? ready : JSON.stringify({ status: 'not-ready', reasons } satisfies ReadyAnswer));
  });
}
