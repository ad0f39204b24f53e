import type Router from '@koa/router';
import { POSTAL_PATH } from '../../domain/api/paths.ts';
import { routerPath } from './router-path.ts';
import { ROUTE_INPUTS } from '../../domain/api/routeInputs.ts';
import type { PostalResponse } from '../../domain/api/lookups.ts';
import { answerLanguage } from '../http/language.ts';
import { parseInput } from '../http/validate.ts';
import { postalResultInEnglish, resultsInLanguage } from '../reference/english-answers.ts';
import { postalAnswer } from '../reference/postal-lookup.ts';
import type { Services } from '../services.ts';

/** POST /api/postal/ {zipCode}: the addresses of a 7-digit code, or of the codes starting with 6 digits, in Japanese or English. */
export function addPostalRoutes(router: Router, { reference }: Services): void {
  router.post(routerPath(POSTAL_PATH), async (ctx) => {
    const { zipCode } = parseInput(ROUTE_INPUTS.postal.body, ctx.request.body);
    const answer = postalAnswer(reference.addresses, zipCode);
    const body: PostalResponse = { ...answer, results: await resultsInLanguage(reference, answerLanguage(ctx), answer.results, postalResultInEnglish) };
    ctx.body = body;
  });
}
