import type Router from '@koa/router';
import { WORDING_REPORTS_PATH } from '../../domain/api/paths.ts';
import { ROUTE_INPUTS } from '../../domain/api/routeInputs.ts';
import { parseInput } from '../http/validate.ts';
import type { Services } from '../services.ts';
import { reportWording } from '../wordings/wording-report-service.ts';
import { routerPath } from './router-path.ts';

/** POST /api/wording-reports/ {page, wording, suggestion}: a reader's report of a translated page's words (issue 37). */
export function addWordingReportRoutes(router: Router, { db, now }: Services): void {
  router.post(routerPath(WORDING_REPORTS_PATH), async (ctx) => {
    const body = parseInput(ROUTE_INPUTS.wordingReport.body, ctx.request.body);
    ctx.body = await reportWording(db, body, now());
  });
}
