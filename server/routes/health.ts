import Router from '@koa/router';
import type { AppDeps } from '../app-deps.ts';

/** GET /api/health/: the server is up and its database answers. */
export function healthRouter({ db }: AppDeps): Router {
  const router = new Router();
  router.get('/health/', async (ctx) => {
    await db.query('SELECT 1');
    ctx.body = { status: 'ok', database: db.kind };
  });
  return router;
}
