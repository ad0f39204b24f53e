import Router from '@koa/router';
import { companiesQuerySchema } from '../../domain/api/estimate.ts';
import type { AppDeps } from '../app-deps.ts';
import { parseInput } from '../http/validate.ts';
import { estimateCompanies } from '../marketplace/estimate-service.ts';
import { marketplaceFor } from '../marketplace/marketplace.ts';
import { requireKnownAddresses } from '../reference/known-address.ts';
import { addressIndex } from '../reference/reference-data.ts';
import { FLOW_QUERY_ADDRESSES } from '../reference/request-address-fields.ts';

/** GET /api/companies/: companies and alliance partners for the estimate flow. */
export function companiesRouter({ db }: AppDeps): Router {
  const router = new Router();
  router.get('/companies/', async (ctx) => {
    const query = requireKnownAddresses(addressIndex(), parseInput(companiesQuerySchema, ctx.query), FLOW_QUERY_ADDRESSES);
    ctx.body = estimateCompanies(await marketplaceFor(db), query);
  });
  return router;
}
