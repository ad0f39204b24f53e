-- The visitor's own changes from their page (app/my-move/, server/my-move/): a quick booking
-- cancelled (with the fee shown and charged under 標準引越運送約款) or moved to another day, and an
-- estimate or reservation lead withdrawn. Each is recorded where it happened, so a company's
-- account and our figures can say what changed and when.
ALTER TABLE quick_bookings ADD COLUMN cancelled_at timestamptz;
ALTER TABLE quick_bookings ADD COLUMN cancellation_fee integer CHECK (cancellation_fee >= 0);
ALTER TABLE quick_bookings ADD COLUMN cancellation_fee_percent integer CHECK (cancellation_fee_percent BETWEEN 0 AND 100);
ALTER TABLE quick_bookings ADD CONSTRAINT quick_bookings_cancellation_check
  CHECK ((cancelled_at IS NULL) = (cancellation_fee IS NULL) AND (cancelled_at IS NULL) = (cancellation_fee_percent IS NULL));

-- A quick booking moved to another day: the day and price before and after, as quoted then.
CREATE TABLE quick_booking_date_changes (
  id                   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  quick_booking_id     bigint NOT NULL REFERENCES quick_bookings (id) ON DELETE CASCADE,
  previous_date        date NOT NULL,
  previous_price       integer NOT NULL,
  previous_price_parts jsonb NOT NULL,
  new_date             date NOT NULL,
  new_price            integer NOT NULL,
  new_price_parts      jsonb NOT NULL,
  changed_at           timestamptz NOT NULL
);
CREATE INDEX quick_booking_date_changes_by_booking ON quick_booking_date_changes (quick_booking_id);

ALTER TABLE estimate_request_companies ADD COLUMN withdrawn_at timestamptz;
ALTER TABLE reservation_request_companies ADD COLUMN withdrawn_at timestamptz;
