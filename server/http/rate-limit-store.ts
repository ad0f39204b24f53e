import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';

/** Counts writes per client address in a store every instance shares. */
export interface WriteLimiter {
  /** Counts one write; resolves with the seconds to wait when the address is over its limit, else null. */
  take(address: string): Promise<number | null>;
  close(): Promise<void>;
}

type Limit = Config['writeLimit'];

const KEY_PREFIX = 'writes';

/**
 * rate-limiter-flexible's PostgreSQL store sends `{text, values}` to a pg-style client; our
 * Database runs it. The table is migration 0004's; its one upsert per write is atomic.
 */
function postgresStore(db: Database, limit: Limit, insuranceLimiter: RateLimiterMemory): RateLimiterAbstract {
  return new RateLimiterPostgres({
    storeClient: { query: ({ text, values }: { text: string; values?: unknown[] }) => db.query(text, values) },
    storeType: 'client',
    tableName: 'rate_limits',
    tableCreated: true,
    keyPrefix: KEY_PREFIX,
    points: limit.points,
    duration: limit.windowSeconds,
    insuranceLimiter,
  });
}

function asLimiter(store: RateLimiterAbstract, close: () => Promise<void>): WriteLimiter {
  return {
    async take(address) {
      try {
        await store.consume(address);
        return null;
      } catch (rejection) {
        // Over the limit; anything else (the store failing) already fell back to the insurance limiter.
        if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw rejection;
      }
    },
    close,
  };
}

const inMemory = (limit: Limit) => new RateLimiterMemory({ points: limit.points, duration: limit.windowSeconds });

/**
 * Counters without Redis. On PostgreSQL they live in its `rate_limits` table, shared by every
 * instance. An embedded database has exactly one instance (its data directory is locked to one
 * process), so that process's memory is the shared store; counting there also keeps the check
 * from queueing behind transactions on PGlite's single connection.
 */
export function databaseWriteLimiter(db: Database, limit: Limit): WriteLimiter {
  const store = db.kind === 'postgres' ? postgresStore(db, limit, inMemory(limit)) : inMemory(limit);
  return asLimiter(store, async () => undefined);
}

/**
 * The write limiter for `config`: counters in Redis when REDIS_URL is set (an unreachable
 * Redis stops the start with a clear error), else as `databaseWriteLimiter` keeps them. Should
 * the store fail later, each instance counts in its own memory until it is back, so writes are
 * never refused for the limiter's sake.
 */
export async function openWriteLimiter(config: Pick<Config, 'writeLimit' | 'redisUrl'>, db: Database): Promise<WriteLimiter> {
  if (!config.redisUrl) return databaseWriteLimiter(db, config.writeLimit);
  const redis = new Redis(config.redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  // ioredis also reports every failed (re)connection as an 'error' event; at start the failure
  // surfaces below, later as the insurance limiter taking over. Unlistened, the event would crash.
  redis.on('error', () => undefined);
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Redis at REDIS_URL did not answer: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const store = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: KEY_PREFIX,
    points: config.writeLimit.points,
    duration: config.writeLimit.windowSeconds,
    rejectIfRedisNotReady: true,
    insuranceLimiter: inMemory(config.writeLimit),
  });
  return asLimiter(store, async () => {
    await redis.quit();
  });
}
