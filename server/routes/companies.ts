import type Router from '@koa/router';
import { companiesQuerySchema } from '../../domain/api/estimate.ts';
import type { AppDeps } from '../app-deps.ts';
import { parseInput } from '../http/validate.ts';
import { estimateCompanies } from '../marketplace/estimate-service.ts';
import { marketplaceFor } from '../marketplace/marketplace.ts';

/** GET /api/companies/: companies and alliance partners for the estimate flow. */
export function addCompaniesRoutes(router: Router, { db }: AppDeps): void {
  router.get('/companies/', async (ctx) => {
    const query = parseInput(companiesQuerySchema, ctx.query);
    ctx.body = estimateCompanies(await marketplaceFor(db), query);
  });
}
