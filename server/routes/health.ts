import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { Database } from '../db/database.ts';
import { pingDatabase } from '../db/health-repository.ts';
import { setApiAnswerHeaders } from '../http/security-headers.ts';
import type { Services } from '../services.ts';

/**
 * How long one database check answers for: load balancers polling every instance, or a benchmark,
 * then cost the database at most one query a second, and a failure shows within a second.
 */
const CHECK_TTL_MS = 1_000;

/** One ping of the database, shared by the health checks of the same second (and by those arriving while it runs). */
function recentDatabaseCheck(db: Database): () => Promise<unknown> {
  let last: { at: number; check: Promise<unknown> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= CHECK_TTL_MS) last = { at: now, check: pingDatabase(db) };
    return last.check;
  };
}

const HEALTH_PATH = '/api/health/';
const ANSWER_HEADERS = { 'Cache-Control': 'no-cache', 'Content-Type': 'application/json; charset=utf-8' };

interface HealthCheck {
  /** Resolves when the database answered (in the last second), rejects when it did not. */
  databaseAnswers: () => Promise<unknown>;
  /** The answer's body, serialised once: it never changes, and load balancers ask for it all the time. */
  body: string;
}

/** One check per database, shared by the route and `healthCheckFirst`. */
const checks = new WeakMap<Database, HealthCheck>();

function healthCheckOf(db: Database): HealthCheck {
  let check = checks.get(db);
  if (!check) {
    check = { databaseAnswers: recentDatabaseCheck(db), body: JSON.stringify({ status: 'ok', database: db.kind }) };
    checks.set(db, check);
  }
  return check;
}

/**
 * Answers GET and HEAD /api/health/ ahead of every other middleware but the request log: load
 * balancers and orchestrators poll it all the time, and it needs none of them (no budget, no body,
 * no CSRF token, no compression). It sets the API's security headers itself. When the database
 * does not answer, the request goes down the whole chain to the route, whose error the error
 * handler answers like any other.
 */
export function healthCheckFirst({ db }: Pick<Services, 'db'>): Middleware {
  const { databaseAnswers, body } = healthCheckOf(db);
  return async (ctx, next) => {
    if (ctx.path !== HEALTH_PATH || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const answered = await databaseAnswers().then(() => true, () => false);
    if (!answered) return next();
    setApiAnswerHeaders(ctx);
    ctx.set(ANSWER_HEADERS);
    ctx.body = body;
  };
}

/** GET /api/health/: the server is up and its database answers (answered by `healthCheckFirst` in the app; the router knows the path, so other methods answer 405). */
export function addHealthRoutes(router: Router, { db }: Services): void {
  const { databaseAnswers, body } = healthCheckOf(db);
  router.get('/health/', async (ctx) => {
    await databaseAnswers();
    ctx.set(ANSWER_HEADERS);
    ctx.body = body;
  });
}
