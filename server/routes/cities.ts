import Router from '@koa/router';
import { groupedCitiesParamsSchema, type GroupedCitiesResponse } from '../../domain/api/lookups.ts';
import type { AppDeps } from '../app-deps.ts';
import { parseInput } from '../http/validate.ts';
import { groupedCities } from '../reference/grouped-cities.ts';
import { referenceData } from '../reference/reference-data.ts';

/** GET /api/grouped-cities/{prefectureCode}/: the municipalities of a prefecture in picker groups. */
export function citiesRouter(_deps: AppDeps): Router {
  const { addresses } = referenceData();
  const router = new Router();
  router.get('/grouped-cities/:prefectureCode/', (ctx) => {
    const { prefectureCode } = parseInput(groupedCitiesParamsSchema, ctx.params);
    const body: GroupedCitiesResponse = { results: groupedCities(addresses, prefectureCode) };
    ctx.body = body;
  });
  return router;
}
