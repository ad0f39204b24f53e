import type Router from '@koa/router';
import { groupedCitiesParamsSchema, type GroupedCitiesResponse } from '../../domain/api/lookups.ts';
import { parseInput } from '../http/validate.ts';
import { groupedCitiesOnce } from '../reference/grouped-cities.ts';
import type { Services } from '../services.ts';

/** GET /api/grouped-cities/{prefectureCode}/: the municipalities of a prefecture in picker groups. */
export function addCitiesRoutes(router: Router, { reference }: Services): void {
  router.get('/grouped-cities/:prefectureCode/', (ctx) => {
    const { prefectureCode } = parseInput(groupedCitiesParamsSchema, ctx.params);
    const body: GroupedCitiesResponse = { results: [...groupedCitiesOnce(reference.addresses, prefectureCode)] };
    ctx.body = body;
  });
}
