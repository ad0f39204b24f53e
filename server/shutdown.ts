import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from './logger.ts';

export interface GracefulShutdownOptions {
  server: Server;
  /** Run in order once no request is left (database, rate-limit store, …). */
  resources: { name: string; close(): Promise<unknown> }[];
  logger: Logger;
  /** Past this, requests still running are cut off and the process exits 1. */
  timeoutMs: number;
}

/** How often keep-alive connections are checked for having gone idle after their last answer. */
const IDLE_SWEEP_MS = 100;

const closeAfterAnswer = (_request: IncomingMessage, response: ServerResponse) => response.setHeader('connection', 'close');

/**
 * Stops the server the way a deployment expects: no new connections, every request in flight
 * answered (keep-alive connections closed as soon as they fall idle, and answers sent meanwhile
 * say `Connection: close`), then the resources closed. Resolves with the exit code: 0 when all
 * of that happened within `timeoutMs`, 1 when connections had to be cut.
 */
export async function shutDown({ server, resources, logger, timeoutMs }: GracefulShutdownOptions): Promise<number> {
  const drained = new Promise<void>((resolve) => server.close(() => resolve()));
  server.on('request', closeAfterAnswer);
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<true>((resolve) => (timer = setTimeout(() => resolve(true), timeoutMs)));
  const cut = await Promise.race([drained.then(() => false), timedOut]);
  clearInterval(sweep);
  clearTimeout(timer);
  if (cut) {
    logger.warn('requests still running at the shutdown bound were cut off', { timeoutMs });
    server.closeAllConnections();
  }
  let failed = false;
  for (const resource of resources) {
    try {
      await resource.close();
    } catch (error) {
      failed = true;
      logger.error(`closing the ${resource.name} failed`, { error });
    }
  }
  return cut || failed ? 1 : 0;
}
