import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { Logger } from '../logger.ts';
import type { Metrics } from './metrics.ts';

/** The one path the metrics listener answers. */
export const METRICS_PATH = '/metrics';

/**
 * The metrics on a listener of their own (README "Metrics"), never on the public port: `GET
 * /metrics` answers the Prometheus text format; anything else is a 404 with no body worth reading.
 * It reads no cookies and no body, and keeps nothing per request.
 */
export function metricsServer(metrics: Metrics, logger: Logger): Server {
  return createServer((request, response) => {
    const path = (request.url ?? '').split('?', 1)[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    metrics.scrape().then(
      (text) => response.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' }).end(text),
      (error: unknown) => {
        logger.error('metrics scrape failed', { error });
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('scrape failed\n');
      },
    );
  });
}

/** Starts the metrics listener on `host:port`; resolves once it listens. */
export async function listenForScrapes(metrics: Metrics, logger: Logger, { host, port }: { host: string; port: number }): Promise<Server> {
  const server = metricsServer(metrics, logger);
  server.listen(port, host);
  await once(server, 'listening');
  logger.info('metrics listening', { url: `http://${host.includes(':') ? `[${host}]` : host}:${port}${METRICS_PATH}` });
  return server;
}
