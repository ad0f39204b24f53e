-- A new day for a quick booking its company has confirmed is a proposal (issue 34, item 6): the
-- confirmed day stands, and keeps its unit of the company's day, until the company accepts the new
-- day (the booking then moves and the old unit is given back) or declines it or lets it pass its
-- answer deadline (the new day's unit, held meanwhile, is given back). A booking still open simply
-- moves, as before (quick_booking_date_changes records every move, accepted proposals included).
CREATE TABLE quick_booking_date_proposals (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  quick_booking_id bigint NOT NULL REFERENCES quick_bookings (id) ON DELETE CASCADE,
  proposed_date    date NOT NULL,
  price            integer NOT NULL CHECK (price >= 0),
  price_parts      jsonb NOT NULL,
  proposed_at      timestamptz NOT NULL,
  -- The same rule as an unanswered lead's (server/leads/lead-deadlines.ts): 48 hours, or the start of
  -- the day before the earlier of the two days if that comes first.
  answer_by        timestamptz NOT NULL,
  -- waiting for the company; accepted, declined or expired by it; replaced by a newer proposal or
  -- cancelled with the booking by the visitor.
  status           text NOT NULL DEFAULT 'waiting'
                   CHECK (status IN ('waiting', 'accepted', 'declined', 'expired', 'replaced', 'cancelled')),
  ended_at         timestamptz,
  CHECK ((status = 'waiting') = (ended_at IS NULL))
);
-- One proposal waits per booking at most; the expiry job finds the waiting ones past their deadline.
CREATE UNIQUE INDEX quick_booking_date_proposals_one_waiting ON quick_booking_date_proposals (quick_booking_id) WHERE status = 'waiting';
CREATE INDEX quick_booking_date_proposals_waiting_by_deadline ON quick_booking_date_proposals (answer_by) WHERE status = 'waiting';
