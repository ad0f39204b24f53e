import type Router from '@koa/router';
import { groupedCitiesParamsSchema, type GroupedCitiesResponse } from '../../domain/api/lookups.ts';
import type { AppDeps } from '../app-deps.ts';
import { parseInput } from '../http/validate.ts';
import { groupedCitiesOnce } from '../reference/grouped-cities.ts';
import { addressIndex } from '../reference/reference-data.ts';

/** GET /api/grouped-cities/{prefectureCode}/: the municipalities of a prefecture in picker groups. */
export function addCitiesRoutes(router: Router, _deps: AppDeps): void {
  router.get('/grouped-cities/:prefectureCode/', (ctx) => {
    const { prefectureCode } = parseInput(groupedCitiesParamsSchema, ctx.params);
    const addresses = addressIndex();
    const body: GroupedCitiesResponse = { results: [...groupedCitiesOnce(addresses, prefectureCode)] };
    ctx.body = body;
  });
}
