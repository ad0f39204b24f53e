-- The record of personal data provided to third parties (APPI Art. 29, issue 34): one row per
-- message that carried a visitor's data to a company or a partner service, written in the same
-- transaction as the message. It names the person by the request's reference only (no name, no
-- contact), the recipient, the items sent and when, so it can outlive the request's erasure for the
-- period the law asks (SHARING_RECORD_RETENTION_DAYS), after which the retention job deletes it.
CREATE TABLE sharing_records (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reference      text NOT NULL,
  recipient_kind text NOT NULL CHECK (recipient_kind IN ('company', 'partner')),
  recipient_code text NOT NULL,
  -- The recipient's name when it received the data (the catalogue may rename it later).
  recipient_name text NOT NULL,
  items          text[] NOT NULL,
  provided_at    timestamptz NOT NULL
);
CREATE INDEX sharing_records_by_reference ON sharing_records (reference, provided_at);
CREATE INDEX sharing_records_by_age ON sharing_records (provided_at);
