import type Router from '@koa/router';
import type { PostalResponse } from '../../domain/api/lookups.ts';
import type { AppDeps } from '../app-deps.ts';
import { parseInput } from '../http/validate.ts';
import { postalAnswer } from '../reference/postal-lookup.ts';
import { addressIndex } from '../reference/reference-data.ts';
import { postalRequestSchema } from '../../domain/api/lookups.ts';

/** POST /api/postal/ {zipCode}: the addresses of a 7-digit code, or of the codes starting with 6 digits. */
export function addPostalRoutes(router: Router, _deps: AppDeps): void {
  router.post('/postal/', (ctx) => {
    const { zipCode } = parseInput(postalRequestSchema, ctx.request.body);
    const body: PostalResponse = postalAnswer(addressIndex(), zipCode);
    ctx.body = body;
  });
}
