import type Router from '@koa/router';
import { locationRequestSchema, type LocationResponse } from '../../domain/api/lookups.ts';
import type { AppDeps } from '../app-deps.ts';
import { parseInput } from '../http/validate.ts';
import { locationIndex } from '../reference/reference-data.ts';

/** POST /api/location/ {keyword}: free-text address search, best first, at most 20 results. */
export function addLocationRoutes(router: Router, _deps: AppDeps): void {
  router.post('/location/', (ctx) => {
    const { keyword } = parseInput(locationRequestSchema, ctx.request.body);
    const body: LocationResponse = { results: locationIndex().search(keyword) };
    ctx.body = body;
  });
}
