-- One store of requests and leads for every flow (issue 36): a request is what one visitor sent
-- (an estimate request, a provisional reservation, a quick booking), a lead is one company's copy of
-- it with its price, state and answer. They replace the seven tables per flow; every row moves, in
-- every state. The visitor's personal data leaves the stored request for columns of our own names,
-- so erasure clears columns instead of a list of wire keys per flow.

CREATE TABLE requests (
  id                        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  flow                      text NOT NULL CHECK (flow IN ('estimate', 'reservation', 'quickBooking')),
  -- The public id the visitor and the companies know it by (requestId / reservationId on the wire).
  reference                 text NOT NULL UNIQUE,
  locale                    text NOT NULL CHECK (locale IN ('ja', 'en')),
  -- The request as validated when it was made, without the personal data of the columns below.
  request                   jsonb NOT NULL,
  -- The visitor's personal data (server/requests/personal-data.ts maps each flow's wire keys to
  -- these); all NULL once erased, as is any the visitor left out.
  name                      text,
  name_reading              text,
  email                     text,
  tel                       text,
  origin_detail             text,
  destination_detail        text,
  destination_town_area     text,
  note                      text,
  belongings_note           text,
  -- Normalised e-mail and phone, to find the same visitor's requests; 'erased:<id>' once erased.
  email_key                 text NOT NULL,
  tel_key                   text NOT NULL,
  -- How the visitor wants to be contacted, where the flow asks (NULL where it does not).
  contact_method            text CHECK (contact_method IN ('email', 'phone')),
  contact_windows           text[],
  -- The moving day (an estimate's last possible one), which retention counts from.
  moving_date               date NOT NULL,
  -- The time of day asked for, where the flow asks it ('free' or 'am').
  slot                      text CHECK (slot IN ('free', 'am')),
  -- While true, no other request holding its contact may be made with the same e-mail or phone: a
  -- booking keeps its visitor's contact while its lead is open or confirmed (a trigger below ends it).
  holds_contact             boolean NOT NULL DEFAULT false,
  -- Every company code the visitor chose, as sent (estimate requests made before migration 0005
  -- have no leads and only this).
  chosen_codes              text[],
  ab_patterns               jsonb,
  -- The partner whose embedded form sent the request.
  partner_id                text,
  -- The hash and end of the capability to add partner services after the request (migration 0021).
  alliance_token_hash       text,
  alliance_token_expires_at timestamptz,
  -- A provisional reservation's fingerprint and answer, to answer the same request sent again alike.
  fingerprint               text,
  response                  jsonb,
  created_at                timestamptz NOT NULL,
  erased_at                 timestamptz,
  CHECK ((contact_method IS NULL) = (contact_windows IS NULL)),
  CHECK (contact_method IS NULL OR (contact_method = 'phone') = (cardinality(contact_windows) > 0))
);
CREATE INDEX requests_to_erase ON requests (moving_date) WHERE erased_at IS NULL;
CREATE INDEX requests_by_fingerprint ON requests (fingerprint, created_at) WHERE fingerprint IS NOT NULL;
CREATE INDEX requests_by_email_key ON requests (email_key);
CREATE INDEX requests_by_tel_key ON requests (tel_key);
CREATE UNIQUE INDEX requests_one_held_per_email ON requests (email_key) WHERE holds_contact;
CREATE UNIQUE INDEX requests_one_held_per_tel ON requests (tel_key) WHERE holds_contact;

-- One company's lead of one request. Its state is in the same words on every flow
-- (domain/api/leadStatus.ts says which change may follow which).
CREATE TABLE leads (
  id                       bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  request_id               bigint NOT NULL REFERENCES requests (id) ON DELETE CASCADE,
  company_code             text NOT NULL REFERENCES companies (code),
  -- Whether the company quotes the request (an estimate's other companies only receive it).
  quotes                   boolean NOT NULL DEFAULT true,
  price                    integer,
  price_parts              jsonb,
  status                   text NOT NULL DEFAULT 'open'
                           CHECK (status IN ('open', 'confirmed', 'declined', 'expired', 'withdrawn', 'cancelled', 'completed')),
  -- Whether the lead holds a unit of the company's day (company_day_bookings) to give back when it ends.
  holds_unit               boolean NOT NULL DEFAULT false,
  -- When an unanswered lead expires; NULL where the company is not asked to answer.
  answer_by                timestamptz,
  answered_at              timestamptz,
  -- The day and time frame ('1' morning, '2' afternoon) a company confirmed, where it names them.
  confirmed_date           date,
  confirmed_time_frame     text CHECK (confirmed_time_frame IN ('1', '2')),
  decline_reason           text,
  withdrawn_at             timestamptz,
  cancelled_at             timestamptz,
  cancellation_fee         integer CHECK (cancellation_fee >= 0),
  cancellation_fee_percent integer CHECK (cancellation_fee_percent BETWEEN 0 AND 100),
  UNIQUE (request_id, company_code),
  CHECK ((confirmed_date IS NULL) = (confirmed_time_frame IS NULL)),
  CHECK (confirmed_date IS NULL OR status IN ('confirmed', 'withdrawn')),
  CHECK ((cancelled_at IS NULL) = (cancellation_fee IS NULL) AND (cancelled_at IS NULL) = (cancellation_fee_percent IS NULL))
);
CREATE INDEX leads_by_company ON leads (company_code);
CREATE INDEX leads_open_by_answer_by ON leads (answer_by) WHERE status = 'open';

-- A booking's contact is free again as soon as its lead is neither open nor confirmed, whichever
-- statement ends it, so the unique indexes above hold exactly the live bookings.
CREATE FUNCTION release_contact_of_ended_lead() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE requests SET holds_contact = false WHERE id = NEW.request_id AND holds_contact;
  RETURN NULL;
END
$$;
CREATE TRIGGER leads_release_contact AFTER UPDATE OF status ON leads
  FOR EACH ROW WHEN (NEW.status NOT IN ('open', 'confirmed')) EXECUTE FUNCTION release_contact_of_ended_lead();

-- Every request moves, in the order it was made; legacy_id finds each one's leads, date changes and
-- proposals below and goes at the end.
ALTER TABLE requests ADD COLUMN legacy_id bigint;

-- The wire keys of each flow's personal data, removed from the stored request as they move into columns.
INSERT INTO requests (flow, reference, locale, request, name, name_reading, email, tel, origin_detail, destination_detail,
                      destination_town_area, note, belongings_note, email_key, tel_key, contact_method, contact_windows, moving_date,
                      slot, holds_contact, chosen_codes, ab_patterns, partner_id, alliance_token_hash, alliance_token_expires_at,
                      fingerprint, response, created_at, erased_at, legacy_id)
SELECT flow, reference, locale, request - ARRAY['shimei', 'shimeiKana', 'email', 'tel1', 'fromHouseNumber', 'toHouseNumber', 'toTownArea', 'etcYobo', 'etcNimotsu'],
       request ->> 'shimei', request ->> 'shimeiKana', request ->> 'email', request ->> 'tel1', request ->> 'fromHouseNumber',
       request ->> 'toHouseNumber', request ->> 'toTownArea', request ->> 'etcYobo', request ->> 'etcNimotsu',
       email_key, tel_key, contact_method, contact_windows, moving_date, NULL, false, chosen_codes, ab_patterns, partner_id,
       alliance_token_hash, alliance_token_expires_at, fingerprint, response, created_at, erased_at, legacy_id
  FROM (
    SELECT 'estimate' AS flow, request_id AS reference, locale, request, email_key, tel_key, contact_method, contact_windows, moving_date,
           company_codes AS chosen_codes, ab_patterns, partner_id, alliance_token_hash, alliance_token_expires_at,
           NULL::text AS fingerprint, NULL::jsonb AS response, created_at, erased_at, id AS legacy_id
      FROM estimate_requests
    UNION ALL
    SELECT 'reservation', request_id, locale, request, email_key, tel_key, contact_method, contact_windows, moving_date,
           NULL, NULL, NULL, NULL, NULL, fingerprint, response, created_at, erased_at, id
      FROM reservation_requests
  ) AS form_requests
UNION ALL
SELECT 'quickBooking', reservation_id, locale,
       request - ARRAY['customerName', 'customerNameKana', 'customerEmail', 'customerTel', 'fromDetailAddress', 'toDetailAddress', 'etcBaggages'],
       request ->> 'customerName', request ->> 'customerNameKana', NULLIF(customer_email, ''), NULLIF(customer_tel, ''),
       request ->> 'fromDetailAddress', request ->> 'toDetailAddress', NULL, NULL, request ->> 'etcBaggages',
       email_key, tel_key, NULL, NULL, moving_date, desired_time, status IN ('open', 'confirmed'), NULL, NULL, NULL, NULL, NULL,
       NULL, NULL, created_at, erased_at, id
  FROM quick_bookings
ORDER BY created_at, legacy_id;

INSERT INTO leads (request_id, company_code, quotes, price, price_parts, status, holds_unit, answer_by, answered_at, confirmed_date,
                   confirmed_time_frame, decline_reason, withdrawn_at, cancelled_at, cancellation_fee, cancellation_fee_percent)
SELECT r.id, c.company_code, c.gives_estimate, c.price, c.price_parts, c.status, false, NULL::timestamptz, NULL::timestamptz, NULL::date,
       NULL::text, NULL::text, c.withdrawn_at, NULL::timestamptz, NULL::integer, NULL::integer
  FROM estimate_request_companies c JOIN requests r ON r.flow = 'estimate' AND r.legacy_id = c.estimate_request_id
UNION ALL
SELECT r.id, c.company_code, true, c.price, c.price_parts, c.status, c.holds_unit, old.answer_by, c.answered_at, c.confirmed_date,
       c.confirmed_time_frame, c.decline_reason, c.withdrawn_at, NULL, NULL, NULL
  FROM reservation_request_companies c
  JOIN reservation_requests old ON old.id = c.reservation_request_id
  JOIN requests r ON r.flow = 'reservation' AND r.legacy_id = c.reservation_request_id
UNION ALL
SELECT r.id, q.company_code, true, q.price, q.price_parts, q.status, true, q.expires_at, q.answered_at, NULL, NULL, q.decline_reason,
       NULL, q.cancelled_at, q.cancellation_fee, q.cancellation_fee_percent
  FROM quick_bookings q JOIN requests r ON r.flow = 'quickBooking' AND r.legacy_id = q.id
ORDER BY 1, 2;

-- A booking's day changes and the visitor's proposals of a new day belong to its lead.
ALTER TABLE quick_booking_date_changes RENAME TO lead_date_changes;
ALTER TABLE lead_date_changes ADD COLUMN lead_id bigint REFERENCES leads (id) ON DELETE CASCADE;
UPDATE lead_date_changes c SET lead_id = l.id
  FROM requests r JOIN leads l ON l.request_id = r.id
 WHERE r.flow = 'quickBooking' AND r.legacy_id = c.quick_booking_id;
ALTER TABLE lead_date_changes ALTER COLUMN lead_id SET NOT NULL;
ALTER TABLE lead_date_changes DROP COLUMN quick_booking_id;
CREATE INDEX lead_date_changes_by_lead ON lead_date_changes (lead_id);

ALTER TABLE quick_booking_date_proposals RENAME TO lead_date_proposals;
ALTER TABLE lead_date_proposals ADD COLUMN lead_id bigint REFERENCES leads (id) ON DELETE CASCADE;
UPDATE lead_date_proposals p SET lead_id = l.id
  FROM requests r JOIN leads l ON l.request_id = r.id
 WHERE r.flow = 'quickBooking' AND r.legacy_id = p.quick_booking_id;
ALTER TABLE lead_date_proposals ALTER COLUMN lead_id SET NOT NULL;
ALTER TABLE lead_date_proposals DROP COLUMN quick_booking_id;
CREATE UNIQUE INDEX lead_date_proposals_one_waiting ON lead_date_proposals (lead_id) WHERE status = 'waiting';
ALTER INDEX quick_booking_date_proposals_waiting_by_deadline RENAME TO lead_date_proposals_waiting_by_deadline;

ALTER TABLE requests DROP COLUMN legacy_id;

-- What each company receives of the requests that ask how the visitor wants to be contacted; the
-- phone number only when the visitor chose phone (migration 0005).
DROP VIEW company_leads;
CREATE VIEW company_leads AS
  SELECT l.company_code, r.flow, r.reference AS request_id, r.created_at, r.name AS customer_name, r.email,
         CASE WHEN r.contact_method = 'phone' THEN r.tel END AS tel, r.contact_method, r.contact_windows, l.price, l.price_parts
    FROM leads l JOIN requests r ON r.id = l.request_id
   WHERE r.contact_method IS NOT NULL;

DROP TABLE estimate_request_companies;
DROP TABLE estimate_requests;
DROP TABLE reservation_request_companies;
DROP TABLE reservation_requests;
DROP TABLE quick_bookings;
