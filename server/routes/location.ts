import type Router from '@koa/router';
import { LOCATION_PATH } from '../../domain/api/paths.ts';
import { routerPath } from './router-path.ts';
import { ROUTE_INPUTS } from '../../domain/api/routeInputs.ts';
import { type LocationResponse } from '../../domain/api/lookups.ts';
import { answerLanguage } from '../http/language.ts';
import { parseInput } from '../http/validate.ts';
import { locationResultInEnglish, resultsInLanguage } from '../reference/english-answers.ts';
import type { Services } from '../services.ts';

/** POST /api/location/ {keyword}: free-text address search, best first, at most 20 results, labelled in Japanese or English. */
export function addLocationRoutes(router: Router, { reference }: Services): void {
  router.post(routerPath(LOCATION_PATH), async (ctx) => {
    const { keyword } = parseInput(ROUTE_INPUTS.location.body, ctx.request.body);
    const results = reference.locations.search(keyword);
    const body: LocationResponse = { results: await resultsInLanguage(reference, answerLanguage(ctx), results, locationResultInEnglish(reference.addresses)) };
    ctx.body = body;
  });
}
