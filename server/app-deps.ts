import type { Config } from './config.ts';
import type { RequestMail } from './delivery/request-mail.ts';
import type { Database } from './db/database.ts';
import type { WriteLimiter } from './http/rate-limit-store.ts';
import type { Logger } from './logger.ts';

/** Everything the app is built from; tests pass their own. */
export interface AppDeps {
  config: Config;
  db: Database;
  logger: Logger;
  /** The current time; tests pass a fixed clock. */
  now: () => Date;
  /** Where write counts per client address are kept; unset means the database (http/rate-limit.ts). */
  writeLimiter?: WriteLimiter;
}

/** What the API's routes are given: the app's dependencies and what `buildApp` makes of them once. */
export interface ApiDeps extends AppDeps {
  /** Writes each request's messages into the outbox, in the request's transaction. */
  mail: RequestMail;
}
