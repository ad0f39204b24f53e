import type Router from '@koa/router';
import { HOLIDAYS_PATH } from '../../domain/api/paths.ts';
import { routerPath } from './router-path.ts';
import type { HolidaysResponse } from '../../domain/api/lookups.ts';
import { upcomingHolidays } from '../reference/holidays.ts';
import type { Services } from '../services.ts';

/** GET /api/holidays/: public holidays from today (in Japan) through the end of the month 13 months ahead. */
export function addHolidaysRoutes(router: Router, { now }: Services): void {
  router.get(routerPath(HOLIDAYS_PATH), (ctx) => {
    const body: HolidaysResponse = { results: upcomingHolidays(now()) };
    ctx.body = body;
  });
}
