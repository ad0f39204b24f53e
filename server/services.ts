import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { RequestMail } from './delivery/request-mail.ts';
import { openRateLimiters, type RateLimiters } from './http/rate-limit-store.ts';
import { Lifecycle } from './lifecycle.ts';
import type { Logger } from './logger.ts';
import { openMarketplace, type Marketplace } from './marketplace/marketplace.ts';
import { registerDatabaseFigures } from './metrics/database-figures.ts';
import { Metrics } from './metrics/metrics.ts';
import { ReferenceData } from './reference/reference-data.ts';

/**
 * What the app, its jobs and its outbox are built from, made once per process by `createServices`
 * and handed down: routes, services and jobs are given what they use and look nothing up themselves.
 */
export interface Services {
  config: Config;
  db: Database;
  logger: Logger;
  /** The current time; tests pass a fixed clock. */
  now: Clock;
  /** The reference data's indexes (postal codes, cities, towns), each built on first use. */
  reference: ReferenceData;
  /** The catalogue, prices, booked units and idempotent writes every marketplace call shares. */
  marketplace: Marketplace;
  /** Writes each request's messages into the outbox, in the request's transaction. */
  mail: RequestMail;
  /** Where call counts per client address are kept: Redis when configured, else the database. */
  rateLimiters: RateLimiters;
  /** This instance's metrics, with the shared database's figures read at each scrape (README "Metrics"). */
  metrics: Metrics;
  /** Whether this instance is shutting down (its readiness check then fails). */
  lifecycle: Lifecycle;
}

export interface ServiceOptions {
  logger: Logger;
  now: Clock;
  /** Reference data to share (the test servers of one test worker share one); a fresh one otherwise. */
  reference?: ReferenceData;
}

/**
 * The services on an open, migrated database. Asynchronous because the marketplace loads the
 * catalogue and the rate limiters connect to Redis when it is configured; everything built from the
 * result (`buildApp`, the jobs, the outbox worker) is then built at once. Closing the rate limiters
 * and the database is the caller's.
 */
export async function createServices(config: Config, db: Database, { logger, now, reference = new ReferenceData() }: ServiceOptions): Promise<Services> {
  const marketplace = await openMarketplace(db, reference);
  const mail = new RequestMail({ ...config.mail, retentionDaysAfterMove: config.retentionDaysAfterMove, reference });
  const rateLimiters = await openRateLimiters(config, db);
  const metrics = new Metrics();
  registerDatabaseFigures(metrics, { db, now, logger });
  return { config, db, logger, now, reference, marketplace, mail, rateLimiters, metrics, lifecycle: new Lifecycle() };
}
