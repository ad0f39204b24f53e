import type Router from '@koa/router';
import type { Database } from '../db/database.ts';
import { pingDatabase } from '../db/health-repository.ts';
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

/** GET /api/health/: the server is up and its database answers. */
export function addHealthRoutes(router: Router, { db }: Services): void {
  const databaseAnswers = recentDatabaseCheck(db);
  // Serialised once: the answer never changes, and load balancers ask for it all the time.
  const answer = JSON.stringify({ status: 'ok', database: db.kind });
  router.get('/health/', async (ctx) => {
    await databaseAnswers();
    ctx.type = 'json';
    ctx.body = answer;
  });
}
