import type Router from '@koa/router';
import { locationRequestSchema, type LocationResponse } from '../../domain/api/lookups.ts';
import { parseInput } from '../http/validate.ts';
import type { Services } from '../services.ts';

/** POST /api/location/ {keyword}: free-text address search, best first, at most 20 results. */
export function addLocationRoutes(router: Router, { reference }: Services): void {
  router.post('/location/', (ctx) => {
    const { keyword } = parseInput(locationRequestSchema, ctx.request.body);
    const body: LocationResponse = { results: reference.locations.search(keyword) };
    ctx.body = body;
  });
}
