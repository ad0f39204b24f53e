import type { Config } from './config.ts';
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
