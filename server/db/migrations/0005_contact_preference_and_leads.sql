-- How the visitor wants to be contacted, stored with each estimate and reservation request:
-- e-mail only (no windows, the default for requests made before the choice existed) or phone
-- as well, within at least one chosen window.
ALTER TABLE estimate_requests ADD COLUMN contact_method text NOT NULL DEFAULT 'email' CHECK (contact_method IN ('email', 'phone'));
ALTER TABLE estimate_requests ADD COLUMN contact_windows text[] NOT NULL DEFAULT '{}';
ALTER TABLE estimate_requests ADD CONSTRAINT estimate_requests_contact_windows_check
  CHECK ((contact_method = 'phone') = (cardinality(contact_windows) > 0));
ALTER TABLE reservation_requests ADD COLUMN contact_method text NOT NULL DEFAULT 'email' CHECK (contact_method IN ('email', 'phone'));
ALTER TABLE reservation_requests ADD COLUMN contact_windows text[] NOT NULL DEFAULT '{}';
ALTER TABLE reservation_requests ADD CONSTRAINT reservation_requests_contact_windows_check
  CHECK ((contact_method = 'phone') = (cardinality(contact_windows) > 0));

-- The companies an estimate request was delivered to (those that quote it and those that only
-- receive it), with the price shown where the company quoted one. Requests made before this
-- migration keep only their chosen codes in estimate_requests.company_codes.
CREATE TABLE estimate_request_companies (
  estimate_request_id bigint NOT NULL REFERENCES estimate_requests (id) ON DELETE CASCADE,
  company_code        text NOT NULL REFERENCES companies (code),
  gives_estimate      boolean NOT NULL,
  price               integer,
  price_parts         jsonb,
  PRIMARY KEY (estimate_request_id, company_code)
);
CREATE INDEX estimate_request_companies_by_company ON estimate_request_companies (company_code);
CREATE INDEX reservation_request_companies_by_company ON reservation_request_companies (company_code);

-- What each company receives of a request it was chosen for: one row per company and request.
-- The phone number is there only when the visitor chose phone: a company cannot call a visitor
-- who asked for e-mail only, whatever reads this view.
CREATE VIEW company_leads AS
  SELECT c.company_code, 'estimate' AS flow, r.request_id, r.created_at,
         r.request ->> 'shimei' AS customer_name, r.request ->> 'email' AS email,
         CASE WHEN r.contact_method = 'phone' THEN r.request ->> 'tel1' END AS tel,
         r.contact_method, r.contact_windows, c.price, c.price_parts
    FROM estimate_request_companies c JOIN estimate_requests r ON r.id = c.estimate_request_id
  UNION ALL
  SELECT c.company_code, 'reservation' AS flow, r.request_id, r.created_at,
         r.request ->> 'shimei', r.request ->> 'email',
         CASE WHEN r.contact_method = 'phone' THEN r.request ->> 'tel1' END,
         r.contact_method, r.contact_windows, c.price, c.price_parts
    FROM reservation_request_companies c JOIN reservation_requests r ON r.id = c.reservation_request_id;
