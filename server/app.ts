import Koa from 'koa';
import { FALLBACK_PAGE } from '../domain/flows/urls.ts';
import { apiMiddleware } from './api.ts';
import { embedPageGate } from './embed/embed-page.ts';
import { errorHandler } from './http/error-handler.ts';
import { flowPages } from './http/pages.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { staticFiles } from './http/static-files.ts';
import type { Services } from './services.ts';

/** Builds the Koa app from the services (server/services.ts); listening is `server/main.ts`'s job. */
export function buildApp(services: Services): Koa {
  const { config, logger } = services;
  const app = new Koa({ proxy: config.trustProxy });
  // Errors are answered by errorHandler; this only sees what escapes it (e.g. stream errors).
  app.silent = true;
  app.on('error', (error: unknown) => logger.error('koa error', { error }));

  app.use(requestLog({ logger }));
  app.use(securityHeaders());
  app.use(errorHandler({ logger }));
  app.use(apiMiddleware(services));
  app.use(flowPages({
    clientDir: config.clientDir,
    secret: config.secret,
    cache: config.cachePages,
    gates: { 'embed-mitsumori': embedPageGate(services) },
  }));
  app.use(staticFiles([config.clientDir, config.publicDir]));
  app.use(async (ctx) => {
    ctx.status = 404;
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = NOT_FOUND_PAGE;
  });
  return app;
}

const NOT_FOUND_PAGE = `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>ページが見つかりません</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>ページが見つかりません</h1><p><a href="${FALLBACK_PAGE}">引越し見積もりのトップへ</a></p></main></body></html>`;
