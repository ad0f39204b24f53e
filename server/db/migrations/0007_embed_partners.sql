-- Partners who embed the estimate form in their pages (/embed-mitsumori/?partner=ID), their signing
-- keys, the proofs of signed writes already accepted, and the partner each estimate came through.
-- Managed with `npm run partner` (server/embed/partner-commands.ts). Kept to what PostgreSQL 15 supports.

CREATE TABLE partners (
  id              text PRIMARY KEY CHECK (id ~ '^[a-z0-9][a-z0-9-]{1,62}$'),
  display_name    text NOT NULL,
  -- Page origins allowed to frame the form and to receive its messages ('https://example.jp').
  allowed_origins text[] NOT NULL CHECK (cardinality(allowed_origins) > 0),
  enabled         boolean NOT NULL DEFAULT true,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);

-- Every key version a partner has had. The current key has valid_until NULL; a rotation sets the
-- previous one's valid_until to the end of its grace period, after which pages signed with it expire.
CREATE TABLE partner_keys (
  partner_id  text NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  version     integer NOT NULL CHECK (version >= 1),
  secret      text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  valid_until timestamptz,
  PRIMARY KEY (partner_id, version)
);
CREATE UNIQUE INDEX partner_keys_one_current ON partner_keys (partner_id) WHERE valid_until IS NULL;

-- One row per accepted signed write: the primary key refuses a replayed (page nonce, request nonce)
-- pair, on one instance or several. Rows older than the timestamp window can never match again and
-- are deleted as new ones arrive.
CREATE TABLE embed_request_proofs (
  page_nonce    text NOT NULL,
  request_nonce text NOT NULL,
  partner_id    text NOT NULL,
  used_at       timestamptz NOT NULL,
  PRIMARY KEY (page_nonce, request_nonce)
);
CREATE INDEX embed_request_proofs_by_time ON embed_request_proofs (used_at);

-- The partner whose page an estimate was sent from; NULL for our own pages.
ALTER TABLE estimate_requests ADD COLUMN partner_id text REFERENCES partners (id);
