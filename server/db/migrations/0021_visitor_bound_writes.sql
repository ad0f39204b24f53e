-- Writes act for the visitor who sends them (issue 34, items 3 and 9).
--
-- The capability to send an estimate's visitor to more partner services (POST /api/alliances-request/):
-- 256 random bits in the estimate's answer, of which only the SHA-256 is kept here, with its end
-- (an hour after the estimate). Whoever merely knows the reference cannot use it.
ALTER TABLE estimate_requests ADD COLUMN alliance_token_hash text;
ALTER TABLE estimate_requests ADD COLUMN alliance_token_expires_at timestamptz;

-- An Idempotency-Key belongs to the visitor who used it: `owner` is the SHA-256 of what the request's
-- CSRF token is bound to (the visitor cookie, or the embedded page's signed nonce), so another visitor
-- with the same key never gets the first one's answer. Keys stored before have no owner ('') and
-- replay to no one; they end within 24 hours like every key.
ALTER TABLE idempotency_keys ADD COLUMN owner text NOT NULL DEFAULT '';
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
ALTER TABLE idempotency_keys ADD PRIMARY KEY (scope, owner, key);
