import type Router from '@koa/router';
import type { PostalResponse } from '../../domain/api/lookups.ts';
import { parseInput } from '../http/validate.ts';
import { postalAnswer } from '../reference/postal-lookup.ts';
import type { Services } from '../services.ts';
import { postalRequestSchema } from '../../domain/api/lookups.ts';

/** POST /api/postal/ {zipCode}: the addresses of a 7-digit code, or of the codes starting with 6 digits. */
export function addPostalRoutes(router: Router, { reference }: Services): void {
  router.post('/postal/', (ctx) => {
    const { zipCode } = parseInput(postalRequestSchema, ctx.request.body);
    const body: PostalResponse = postalAnswer(reference.addresses, zipCode);
    ctx.body = body;
  });
}
