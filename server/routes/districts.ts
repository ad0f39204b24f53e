import type Router from '@koa/router';
import { DISTRICTS_PATH } from '../../domain/api/paths.ts';
import { routerPath } from './router-path.ts';
import { ROUTE_INPUTS } from '../../domain/api/routeInputs.ts';
import { type DistrictsResponse } from '../../domain/api/lookups.ts';
import { notFound } from '../errors/refusal.ts';
import { answerLanguage } from '../http/language.ts';
import { parseInput } from '../http/validate.ts';
import { districtInEnglish, resultsInLanguage } from '../reference/english-answers.ts';
import type { Services } from '../services.ts';

/** GET /api/districts/{prefectureCode}/{cityCode}/: the towns (町域) of a city, named in Japanese or English; 404 for a city not in the prefecture. */
export function addDistrictsRoutes(router: Router, { reference }: Services): void {
  router.get(routerPath(DISTRICTS_PATH), async (ctx) => {
    const { prefectureCode, cityCode } = parseInput(ROUTE_INPUTS.districts.params, ctx.params);
    const { addresses } = reference;
    if (addresses.city(cityCode)?.prefectureCode !== prefectureCode) throw notFound(/*i18n*/ '指定された市区町村は見つかりませんでした。');
    const districts = addresses.districtsOf(cityCode).map(({ code, name, postalCode }) => ({ districtCode: code, districtName: name, postalCode }));
    const body: DistrictsResponse = { results: await resultsInLanguage(reference, answerLanguage(ctx), districts, districtInEnglish) };
    ctx.body = body;
  });
}
