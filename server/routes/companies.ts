import type Router from '@koa/router';
import { companiesQuerySchema } from '../../domain/api/estimate.ts';
import type { AppDeps } from '../app-deps.ts';
import { estimateCompanies } from '../marketplace/estimate-service.ts';
import { marketplaceFor } from '../marketplace/marketplace.ts';
import { parseWithKnownAddresses } from '../reference/known-address.ts';
import { FLOW_QUERY_ADDRESSES } from '../reference/request-address-fields.ts';

/** GET /api/companies/: companies and alliance partners for the estimate flow. */
export function addCompaniesRoutes(router: Router, { db }: AppDeps): void {
  router.get('/companies/', async (ctx) => {
    const query = parseWithKnownAddresses(companiesQuerySchema, ctx.query, FLOW_QUERY_ADDRESSES);
    ctx.body = estimateCompanies(await marketplaceFor(db), query);
  });
}
