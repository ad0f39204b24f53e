-- Personal data that ends (server/privacy/): the last day each request could be the move, which the
-- retention rule counts from, and when a request's personal data was erased.
ALTER TABLE estimate_requests ADD COLUMN move_date date;
-- A precise date, or the last day of the month chosen (an approximate schedule names no day).
UPDATE estimate_requests SET move_date = CASE
  WHEN request ->> 'isYoteibi' = '1' THEN to_date((request ->> 'yoteiDateYearMonth') || (request ->> 'yoteiDateDay'), 'YYYYMMDD')
  ELSE (to_date((request ->> 'kohoDateYearMonth') || '01', 'YYYYMMDD') + interval '1 month' - interval '1 day')::date
END;
ALTER TABLE estimate_requests ALTER COLUMN move_date SET NOT NULL;

ALTER TABLE estimate_requests ADD COLUMN erased_at timestamptz;
ALTER TABLE reservation_requests ADD COLUMN erased_at timestamptz;
ALTER TABLE quick_bookings ADD COLUMN erased_at timestamptz;
ALTER TABLE outbox_messages ADD COLUMN erased_at timestamptz;
CREATE INDEX estimate_requests_to_erase ON estimate_requests (move_date) WHERE erased_at IS NULL;
CREATE INDEX reservation_requests_to_erase ON reservation_requests (preferred_date) WHERE erased_at IS NULL;
CREATE INDEX quick_bookings_to_erase ON quick_bookings (move_date) WHERE erased_at IS NULL;
CREATE INDEX idempotency_keys_by_age ON idempotency_keys (created_at);
