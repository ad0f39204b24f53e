import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { batchedLimiter, maxUnsettledOf } from './batched-limiter.ts';

/** Counts calls per key (a client address) against one budget, in a store every instance shares (or this instance's memory). */
export interface ClientLimiter {
  /** Counts one call; resolves with the seconds to wait when the key is over its budget, else null. */
  take(key: string): Promise<number | null>;
}

/** The budgets of README "Rate limits", each counted apart, and the store they share. */
export interface RateLimiters {
  /** The five calls that write (spec §7). */
  writes: ClientLimiter;
  /** Every other API call but the health check. */
  reads: ClientLimiter;
  /** Embedded form pages issued, each carrying a signed grant: per client address, and per partner. */
  embedPagesPerAddress: ClientLimiter;
  embedPagesPerPartner: ClientLimiter;
  close(): Promise<void>;
}

/** A budget: `points` calls per `windowSeconds`. */
export interface Budget {
  points: number;
  windowSeconds: number;
}

type LimitConfig = Pick<Config, 'writeLimit' | 'readLimit' | 'readSettleEveryMs' | 'embedPageLimit'>;

/** Each budget's keys carry its own prefix, so the budgets share one table or Redis without meeting. */
const KEY_PREFIXES = { writes: 'writes', reads: 'reads', embedPagesPerAddress: 'embed-pages', embedPagesPerPartner: 'embed-partner-pages' } as const;

/** How a store of counters is made for one budget, given its key prefix and the in-memory fallback. */
type StoreFactory = (keyPrefix: string, budget: Budget, insuranceLimiter: RateLimiterMemory) => RateLimiterAbstract;

const inMemory = (budget: Budget) => new RateLimiterMemory({ points: budget.points, duration: budget.windowSeconds });

function asLimiter(store: RateLimiterAbstract): ClientLimiter {
  return {
    async take(key) {
      try {
        await store.consume(key);
        return null;
      } catch (rejection) {
        // Over the budget; anything else (the store failing) already fell back to the insurance limiter.
        if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw rejection;
      }
    },
  };
}

/**
 * The reads of a shared store, counted in this instance's memory and settled with the store in
 * batches (server/http/batched-limiter.ts): a read costs no query, and the budget still holds
 * across instances within the slack README "Rate limits" states.
 */
function batchedReads(store: RateLimiterAbstract, budget: Budget, settleEveryMs: number) {
  const addToShared = async (key: string, calls: number) => {
    const { consumedPoints, msBeforeNext } = await store.penalty(key, calls);
    return { consumed: consumedPoints, msBeforeNext };
  };
  return batchedLimiter(addToShared, budget, { settleEveryMs, maxUnsettled: maxUnsettledOf(budget) });
}

/**
 * The budgets counted in `storeFor`'s stores. When those are shared between instances, the reads
 * are counted in batches; the writes and the embedded pages, few and each worth guarding, are
 * counted in the store call by call.
 */
function limitersIn(config: LimitConfig, storeFor: StoreFactory, { shared, close }: { shared: boolean; close: () => Promise<void> }): RateLimiters {
  const store = (keyPrefix: string, budget: Budget) => storeFor(keyPrefix, budget, inMemory(budget));
  const limiter = (keyPrefix: string, budget: Budget) => asLimiter(store(keyPrefix, budget));
  const reads = shared ? batchedReads(store(KEY_PREFIXES.reads, config.readLimit), config.readLimit, config.readSettleEveryMs) : undefined;
  const { perAddress, perPartner, windowSeconds } = config.embedPageLimit;
  return {
    writes: limiter(KEY_PREFIXES.writes, config.writeLimit),
    reads: reads ?? limiter(KEY_PREFIXES.reads, config.readLimit),
    embedPagesPerAddress: limiter(KEY_PREFIXES.embedPagesPerAddress, { points: perAddress, windowSeconds }),
    embedPagesPerPartner: limiter(KEY_PREFIXES.embedPagesPerPartner, { points: perPartner, windowSeconds }),
    async close() {
      // The reads still counted here reach the store before it closes.
      await reads?.close();
      await close();
    },
  };
}

/**
 * rate-limiter-flexible's PostgreSQL store sends `{text, values}` to a pg-style client; our
 * Database runs it. The table is migration 0004's; its one upsert per call is atomic.
 */
function postgresStores(db: Database): StoreFactory {
  return (keyPrefix, budget, insuranceLimiter) =>
    new RateLimiterPostgres({
      storeClient: { query: ({ text, values }: { text: string; values?: unknown[] }) => db.query(text, values) },
      storeType: 'client',
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix,
      points: budget.points,
      duration: budget.windowSeconds,
      // Once a key is over its budget, further calls in the window are refused in memory, without a query.
      inMemoryBlockOnConsumed: budget.points,
      insuranceLimiter,
    });
}

/**
 * Counters without Redis. On PostgreSQL they live in its `rate_limits` table, shared by every
 * instance. An embedded database has exactly one instance (its data directory is locked to one
 * process), so that process's memory is the shared store; counting there also keeps the check
 * from queueing behind transactions on PGlite's single connection.
 */
function databaseRateLimiters(db: Database, config: LimitConfig): RateLimiters {
  const shared = db.kind === 'postgres';
  const storeFor: StoreFactory = shared ? postgresStores(db) : (_prefix, budget) => inMemory(budget);
  return limitersIn(config, storeFor, { shared, close: async () => undefined });
}

/**
 * The rate limiters for `config`: counters in Redis when REDIS_URL is set (an unreachable
 * Redis stops the start with a clear error), else as `databaseRateLimiters` keeps them. Should
 * the store fail later, each instance counts in its own memory until it is back, so calls are
 * never refused for the limiter's sake.
 */
export async function openRateLimiters(config: LimitConfig & Pick<Config, 'redisUrl'>, db: Database): Promise<RateLimiters> {
  if (!config.redisUrl) return databaseRateLimiters(db, config);
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
  const storeFor: StoreFactory = (keyPrefix, budget, insuranceLimiter) =>
    new RateLimiterRedis({
      storeClient: redis,
      keyPrefix,
      points: budget.points,
      duration: budget.windowSeconds,
      rejectIfRedisNotReady: true,
      insuranceLimiter,
    });
  return limitersIn(config, storeFor, {
    shared: true,
    close: async () => {
      await redis.quit();
    },
  });
}
