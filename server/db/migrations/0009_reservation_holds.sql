-- A provisional reservation holds a unit of each company's day while its lead is open, as a quick
-- booking does (company_day_bookings), so no company-day is ever promised beyond its capacity
-- whichever flow asks. Requests stored before this migration took no unit: holds_unit is false for
-- them, and releasing one of them gives nothing back.
ALTER TABLE reservation_request_companies ADD COLUMN status text NOT NULL DEFAULT 'open'
  CHECK (status IN ('open', 'confirmed', 'declined', 'expired', 'withdrawn'));
ALTER TABLE reservation_request_companies ADD COLUMN holds_unit boolean NOT NULL DEFAULT false;

-- The same reservation sent again within a short time (a double click, a retry after a lost answer)
-- is the same request: its fingerprint (contact, move and companies) finds the first, whose answer
-- is given again.
ALTER TABLE reservation_requests ADD COLUMN fingerprint text;
ALTER TABLE reservation_requests ADD COLUMN response jsonb;
CREATE INDEX reservation_requests_by_fingerprint ON reservation_requests (fingerprint, created_at) WHERE fingerprint IS NOT NULL;
