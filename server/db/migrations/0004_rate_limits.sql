-- Write counters per client address, shared by every instance (server/http/rate-limit-store.ts).
-- The columns are the ones rate-limiter-flexible's PostgreSQL store reads and upserts:
-- key (prefix and address), points used in the window, expire (epoch milliseconds).
CREATE TABLE rate_limits (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
