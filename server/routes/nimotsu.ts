import type Router from '@koa/router';
import type { NimotsuResponse } from '../../domain/api/nimotsu.ts';
import { JsonAnswer, sendJsonAnswer } from '../http/json-answer.ts';
import { NIMOTSU_MASTER } from '../reference/nimotsu.ts';
import type { Services } from '../services.ts';

/** GET /api/nimotsu/: the belongings master, categories and items in order. */
export function addNimotsuRoutes(router: Router, _services: Services): void {
  const body: NimotsuResponse = { categories: [...NIMOTSU_MASTER] };
  // The same answer for everyone: encoded and compressed once, not on every request.
  const answer = JsonAnswer.of(body, { reusable: true });
  router.get('/nimotsu/', (ctx) => sendJsonAnswer(ctx, answer));
}
