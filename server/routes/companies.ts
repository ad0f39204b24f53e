import type Router from '@koa/router';
import { ESTIMATE_COMPANIES_PATH } from '../../domain/api/paths.ts';
import { routerPath } from './router-path.ts';
import { ROUTE_INPUTS } from '../../domain/api/routeInputs.ts';
import { answerLanguage } from '../http/language.ts';
import { estimateCompanies } from '../marketplace/estimate/service.ts';
import { parseWithKnownAddresses } from '../reference/known-address.ts';
import { FLOW_QUERY_ADDRESSES } from '../reference/request-address-fields.ts';
import type { Services } from '../services.ts';

/** GET /api/companies/: companies and alliance partners for the estimate flow (the partners in the request's language). */
export function addCompaniesRoutes(router: Router, { marketplace, reference }: Services): void {
  router.get(routerPath(ESTIMATE_COMPANIES_PATH), (ctx) => {
    const query = parseWithKnownAddresses(reference.addresses, ROUTE_INPUTS.estimateCompanies.query, ctx.query, FLOW_QUERY_ADDRESSES);
    ctx.body = estimateCompanies(marketplace, query, answerLanguage(ctx));
  });
}
