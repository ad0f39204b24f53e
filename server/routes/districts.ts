import type Router from '@koa/router';
import { districtsParamsSchema, type DistrictsResponse } from '../../domain/api/lookups.ts';
import { notFound } from '../http/errors.ts';
import { parseInput } from '../http/validate.ts';
import type { Services } from '../services.ts';

/** GET /api/districts/{prefectureCode}/{cityCode}/: the towns (町域) of a city; 404 for a city not in the prefecture. */
export function addDistrictsRoutes(router: Router, { reference }: Services): void {
  router.get('/districts/:prefectureCode/:cityCode/', (ctx) => {
    const { prefectureCode, cityCode } = parseInput(districtsParamsSchema, ctx.params);
    const { addresses } = reference;
    if (addresses.city(cityCode)?.prefectureCode !== prefectureCode) throw notFound('指定された市区町村は見つかりませんでした。');
    const body: DistrictsResponse = {
      results: addresses.districtsOf(cityCode).map(({ code, name, postalCode }) => ({ districtCode: code, districtName: name, postalCode })),
    };
    ctx.body = body;
  });
}
