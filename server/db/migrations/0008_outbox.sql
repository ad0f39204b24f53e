-- Where each company and partner service receives its leads, kept with the rest of its catalogue
-- entry (the seed fills it on start).
ALTER TABLE companies ADD COLUMN lead_email text NOT NULL DEFAULT '';
ALTER TABLE alliances ADD COLUMN lead_email text NOT NULL DEFAULT '';

-- The transactional outbox (server/delivery/): every e-mail a request or booking causes is a row
-- written in the same transaction as the request itself, so an acknowledged request always has its
-- messages and a request that rolls back has none. The worker of any instance claims due rows
-- (FOR UPDATE SKIP LOCKED, then a lease until `due_at`), sends them, and marks them.
CREATE TABLE outbox_messages (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The Message-ID header, fixed when the row is written: a resend after a crash is the same message.
  message_id       text NOT NULL UNIQUE,
  kind             text NOT NULL CHECK (kind IN ('visitor-confirmation', 'company-lead', 'partner-lead')),
  -- The request or booking the message is about (MT…, RV…, KY…).
  reference        text NOT NULL,
  -- The company code or partner id receiving a lead; NULL for the visitor.
  recipient_code   text,
  recipient        text NOT NULL,
  reply_to         text,
  subject          text NOT NULL,
  text_body        text NOT NULL,
  html_body        text NOT NULL,
  status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  -- Tries claimed so far (a claim counts even when the process dies before it sends).
  attempts         integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  -- Pending: when the next try may start; while claimed: when the claim lapses.
  due_at           timestamptz NOT NULL,
  -- The worker holding the claim, NULL when none does.
  claimed_by       text,
  last_error       text,
  -- The last try could not reach the relay at all: such messages are tried again as soon as a
  -- send succeeds, instead of waiting out their backoff.
  waiting_for_relay boolean NOT NULL DEFAULT false,
  -- What the transport answered on success: the SMTP reply, or the .eml file written.
  delivery_receipt text,
  created_at       timestamptz NOT NULL,
  sent_at          timestamptz
);
CREATE INDEX outbox_messages_due ON outbox_messages (due_at, id) WHERE status = 'pending';
CREATE INDEX outbox_messages_by_reference ON outbox_messages (reference);
