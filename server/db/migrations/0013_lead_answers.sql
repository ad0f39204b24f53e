-- Companies answer their leads (server/leads/): a quick booking or a provisional reservation lead
-- is confirmed or declined by its company through its private link, or expires unanswered.
-- Each answer keeps when it was given and what it said; every change is conditional on the lead
-- still being 'open', so one answer wins however many race.
ALTER TABLE quick_bookings ADD COLUMN answered_at timestamptz;
ALTER TABLE quick_bookings ADD COLUMN decline_reason text;
CREATE INDEX quick_bookings_open_by_expiry ON quick_bookings (expires_at) WHERE status = 'open';

ALTER TABLE reservation_request_companies ADD COLUMN answered_at timestamptz;
-- The day and time frame ('1' morning, '2' afternoon) the company confirmed.
ALTER TABLE reservation_request_companies ADD COLUMN confirmed_date date;
ALTER TABLE reservation_request_companies ADD COLUMN confirmed_time_frame text CHECK (confirmed_time_frame IN ('1', '2'));
ALTER TABLE reservation_request_companies ADD COLUMN decline_reason text;
ALTER TABLE reservation_request_companies ADD CONSTRAINT reservation_request_companies_confirmed_check
  CHECK ((status = 'confirmed') = (confirmed_date IS NOT NULL AND confirmed_time_frame IS NOT NULL));

-- When a provisional reservation's unanswered leads end: 48 hours after the request, or the start
-- (Japan time, UTC+9 all year) of the day before the move if that comes first
-- (server/leads/lead-deadlines.ts says the same for new requests).
ALTER TABLE reservation_requests ADD COLUMN answer_by timestamptz;
UPDATE reservation_requests
   SET answer_by = LEAST(created_at + interval '48 hours', ((preferred_date - 1)::timestamp - interval '9 hours') AT TIME ZONE 'UTC');
ALTER TABLE reservation_requests ALTER COLUMN answer_by SET NOT NULL;
CREATE INDEX reservation_requests_by_answer_by ON reservation_requests (answer_by);

-- The visitor hears of each answer: confirmed, declined or expired.
ALTER TABLE outbox_messages DROP CONSTRAINT outbox_messages_kind_check;
ALTER TABLE outbox_messages ADD CONSTRAINT outbox_messages_kind_check
  CHECK (kind IN ('visitor-confirmation', 'company-lead', 'partner-lead', 'lead-answer'));
