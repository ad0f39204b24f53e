-- Private links (server/links/): a visitor's link to the page of their request or booking, and a
-- company's link to the page of one lead. Only a SHA-256 hash of each link's token is kept here;
-- the token itself travels in the message that carries the link (README "Personal data").
CREATE TABLE private_links (
  token_hash   text PRIMARY KEY,
  audience     text NOT NULL CHECK (audience IN ('visitor', 'company')),
  flow         text NOT NULL CHECK (flow IN ('estimate', 'reservation', 'quickBooking')),
  -- The request's or booking's public id (requestId / reservationId).
  reference    text NOT NULL,
  -- The company whose lead a company link opens; a visitor link has none.
  company_code text,
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz,
  CHECK ((audience = 'company') = (company_code IS NOT NULL))
);
CREATE INDEX private_links_by_reference ON private_links (reference, company_code);

-- Every lead has a state in the same words on every flow: open (sent, no answer yet), confirmed,
-- declined, expired (no answer before the hold's end), and the visitor's own end of it: withdrawn
-- (an estimate or reservation lead) or cancelled (a quick booking, under the contract's fees).
-- A quick booking's 'active' is now 'open'; 'completed' stays for bookings whose move day has passed.
-- One booking at a time per e-mail and phone still holds while it is open or confirmed.
ALTER TABLE quick_bookings DROP CONSTRAINT quick_bookings_status_check;
DROP INDEX quick_bookings_one_active_per_email;
DROP INDEX quick_bookings_one_active_per_tel;
UPDATE quick_bookings SET status = 'open' WHERE status = 'active';
ALTER TABLE quick_bookings ALTER COLUMN status SET DEFAULT 'open';
ALTER TABLE quick_bookings ADD CONSTRAINT quick_bookings_status_check
  CHECK (status IN ('open', 'confirmed', 'declined', 'expired', 'cancelled', 'completed'));
CREATE UNIQUE INDEX quick_bookings_one_held_per_email ON quick_bookings (email_key) WHERE status IN ('open', 'confirmed');
CREATE UNIQUE INDEX quick_bookings_one_held_per_tel ON quick_bookings (tel_key) WHERE status IN ('open', 'confirmed');

ALTER TABLE estimate_request_companies ADD COLUMN status text NOT NULL DEFAULT 'open'
  CHECK (status IN ('open', 'withdrawn'));
