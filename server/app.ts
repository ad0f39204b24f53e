import Koa from 'koa';
import { EMBEDDED_ENTRY } from '../domain/flows/urls.ts';
import { apiMiddleware, PRODUCT_API, type ApiDefinition } from './api.ts';
import { embedPageGate } from './embed/embed-page.ts';
import { errorHandler } from './http/error-handler.ts';
import { notFoundPage } from './http/not-found-page.ts';
import { routeBudgetsOf } from './http/rate-limit.ts';
import { flowPages } from './http/pages.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { staticFiles } from './http/static-files.ts';
import { httpMetrics } from './metrics/http-metrics.ts';
import { healthCheckFirst } from './routes/health.ts';
import type { Services } from './services.ts';

/**
 * Builds the Koa app from the services (server/services.ts) serving `api` (the product's, or it with
 * a new flow's route added); listening is `server/main.ts`'s job.
 */
export function buildApp(services: Services, api: ApiDefinition = PRODUCT_API): Koa {
  const { config, logger } = services;
  const budgets = routeBudgetsOf(api.contract);
  const app = new Koa({ proxy: config.trustProxy });
  // Errors are answered by errorHandler; this only sees what escapes it (e.g. stream errors).
  app.silent = true;
  app.on('error', (error: unknown) => logger.error('koa error', { error }));

  // Counted only where they are scraped: without a metrics listener the chain is one step shorter.
  if (config.metrics) app.use(httpMetrics(services.metrics, budgets));
  app.use(requestLog({ logger }));
  app.use(healthCheckFirst(services));
  app.use(securityHeaders());
  app.use(errorHandler({ logger }));
  app.use(apiMiddleware(services, api, budgets));
  app.use(flowPages({
    clientDir: config.clientDir,
    publicUrl: config.mail.publicUrl,
    secret: config.secret,
    cache: config.cachePages,
    now: services.now,
    gates: { [EMBEDDED_ENTRY]: embedPageGate(services) },
  }));
  app.use(staticFiles([config.clientDir, config.publicDir]));
  app.use(notFoundPage);
  return app;
}
