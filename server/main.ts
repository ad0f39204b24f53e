import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { buildApp } from './app.ts';
import { clockOf } from './clock.ts';
import { loadConfig } from './config.ts';
import { databaseTargetOf, openDatabase } from './db/open.ts';
import { startOutbox } from './delivery/start-outbox.ts';
import { leadExpiryJob } from './leads/lead-expiry-job.ts';
import { reviewInvitationJob } from './reviews/review-invitation-job.ts';
import { retentionJob } from './privacy/retention-job.ts';
import { createLogger } from './logger.ts';
import { collectProcessMetrics } from './metrics/metrics.ts';
import { listenForScrapes } from './metrics/metrics-listener.ts';
import { createServices, type Services } from './services.ts';
import { shutDown } from './shutdown.ts';

/** Closing the database and flushing the log may take this long after the requests have drained. */
const CLOSE_GRACE_MS = 5_000;

/** Starts the product: configuration, database (migrated), services, app, HTTP server, clean shutdown. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const db = await openDatabase(databaseTargetOf(config));
  const services = await createServices(config, db, { logger, now: clockOf(config) }).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  const app = buildApp(services);
  const outbox = await startOutbox(services);
  const retention = retentionJob(services);
  retention.start();
  const leadExpiry = leadExpiryJob(services);
  leadExpiry.start();
  const reviewInvitations = reviewInvitationJob(services);
  reviewInvitations.start();
  const server = createServer(app.callback());
  server.keepAliveTimeout = 5_000;
  server.listen(config.port, config.host);
  try {
    await once(server, 'listening');
  } catch (error) {
    await reviewInvitations.stop();
    await leadExpiry.stop();
    await retention.stop();
    await outbox.stop();
    await services.rateLimiters.close();
    await db.close();
    throw error;
  }
  logger.info('listening', { url: `http://localhost:${config.port}/`, database: db.kind, pid: process.pid });
  const metricsListener = config.metrics ? await startMetrics(services, config.metrics) : undefined;
  // Build the address indexes now rather than on the first visitor's postal lookup.
  setImmediate(() => {
    const started = Date.now();
    services.reference.buildNow();
    logger.info('reference data ready', { ms: Date.now() - started });
  });

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal, timeoutMs: config.shutdownTimeoutMs, drainDelayMs: config.shutdownDrainDelayMs });
    setTimeout(() => process.exit(1), config.shutdownDrainDelayMs + config.shutdownTimeoutMs + CLOSE_GRACE_MS).unref();
    // Readiness fails first; the load balancer has the drain delay to notice before connections close.
    services.lifecycle.beginStopping();
    if (config.shutdownDrainDelayMs > 0) await new Promise((done) => setTimeout(done, config.shutdownDrainDelayMs));
    const code = await shutDown({ server, resources: [
      // First: the sends in flight finish and are marked while the database is still open.
      { name: 'outbox', close: () => outbox.stop() },
      { name: 'retention job', close: () => retention.stop() },
      { name: 'lead expiry job', close: () => leadExpiry.stop() },
      { name: 'review invitation job', close: () => reviewInvitations.stop() },
      { name: 'rate-limit store', close: () => services.rateLimiters.close() },
      { name: 'database', close: () => db.close() },
      ...(metricsListener ? [{ name: 'metrics listener', close: () => closeServer(metricsListener) }] : []),
    ], logger, timeoutMs: config.shutdownTimeoutMs });
    logger.info('stopped', { code });
    await logger.close();
    process.exit(code);
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
}

/** Node's own figures and the listener a scraper reads them from (README "Metrics"). */
async function startMetrics(services: Services, where: { host: string; port: number }): Promise<Server> {
  collectProcessMetrics(services.metrics);
  return listenForScrapes(services.metrics, services.logger, where);
}

function closeServer(server: Server): Promise<void> {
  return new Promise((done) => server.close(() => done()));
}

main().catch((error: unknown) => {
  console.error('failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
