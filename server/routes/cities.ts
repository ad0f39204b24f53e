import type Router from '@koa/router';
import { GROUPED_CITIES_PATH } from '../../domain/api/paths.ts';
import { routerPath } from './router-path.ts';
import { ROUTE_INPUTS } from '../../domain/api/routeInputs.ts';
import { type GroupedCitiesResponse } from '../../domain/api/lookups.ts';
import { answerLanguage } from '../http/language.ts';
import { parseInput } from '../http/validate.ts';
import type { Services } from '../services.ts';

/** GET /api/grouped-cities/{prefectureCode}/: the municipalities of a prefecture in picker groups, in Japanese or English. */
export function addCitiesRoutes(router: Router, { reference }: Services): void {
  router.get(routerPath(GROUPED_CITIES_PATH), (ctx) => {
    const { prefectureCode } = parseInput(ROUTE_INPUTS.groupedCities.params, ctx.params);
    const body: GroupedCitiesResponse = { results: [...reference.cityGroups(prefectureCode, answerLanguage(ctx))] };
    ctx.body = body;
  });
}
