import type Router from '@koa/router';
import { BELONGINGS_MASTER_PATH } from '../../domain/api/paths.ts';
import { routerPath } from './router-path.ts';
import type { BelongingsMasterResponse } from '../../domain/api/belongings.ts';
import { JsonAnswer, sendJsonAnswer } from '../http/json-answer.ts';
import { BELONGINGS_MASTER } from '../../domain/belongings/master.ts';
import type { Services } from '../services.ts';

/** GET /api/nimotsu/: the belongings master, categories and items in order. */
export function addBelongingsRoutes(router: Router, _services: Services): void {
  const body: BelongingsMasterResponse = { categories: [...BELONGINGS_MASTER] };
  // The same answer for everyone: encoded and compressed once, not on every request.
  const answer = JsonAnswer.of(body, { reusable: true });
  router.get(routerPath(BELONGINGS_MASTER_PATH), (ctx) => sendJsonAnswer(ctx, answer));
}
