import type { Config } from './config.ts';
import type { RequestMail } from './delivery/request-mail.ts';
import type { Database } from './db/database.ts';
import type { RateLimiters } from './http/rate-limit-store.ts';
import type { Logger } from './logger.ts';

/** Everything the app is built from; tests pass their own. */
export interface AppDeps {
  config: Config;
  db: Database;
  logger: Logger;
  /** The current time; tests pass a fixed clock. */
  now: () => Date;
  /** Where call counts per client address are kept; unset means the database (`databaseRateLimiters`). */
  rateLimiters?: RateLimiters;
}

/** What the API's routes are given: the app's dependencies and what `buildApp` makes of them once. */
export interface ApiDeps extends AppDeps {
  /** Writes each request's messages into the outbox, in the request's transaction. */
  mail: RequestMail;
}
