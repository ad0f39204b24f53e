-- Marketplace storage: the catalogue (seeded from server/catalogue on start), daily capacity
-- counters, every request and booking a visitor makes, and idempotency records of writes.
-- Kept to what PostgreSQL 15 supports (PGlite is 18).

CREATE TABLE companies (
  code              text PRIMARY KEY,
  name              text NOT NULL,
  display_order     integer NOT NULL,
  satisfaction_rate numeric(4, 2) NOT NULL,
  telephone_number  text NOT NULL,
  business_hours    text NOT NULL,
  logo_path         text NOT NULL,
  reach             text NOT NULL CHECK (reach IN ('national', 'regional')),
  accepts_am        boolean NOT NULL,
  closed_weekdays   integer[] NOT NULL DEFAULT '{}',
  daily_capacity    integer NOT NULL CHECK (daily_capacity >= 0),
  tariff            jsonb NOT NULL,
  updated_at        timestamptz NOT NULL DEFAULT now()
);

-- Prefectures (codes '01'..'47') a company serves; a move needs both of its ends served.
CREATE TABLE company_service_areas (
  company_code    text NOT NULL REFERENCES companies (code) ON DELETE CASCADE,
  prefecture_code text NOT NULL,
  PRIMARY KEY (company_code, prefecture_code)
);

CREATE TABLE alliances (
  id            text PRIMARY KEY,
  title         text NOT NULL,
  content       text NOT NULL,
  file_name     text NOT NULL,
  served_at     text NOT NULL CHECK (served_at IN ('origin', 'destination')),
  display_order integer NOT NULL,
  updated_at    timestamptz NOT NULL DEFAULT now()
);

-- Prefectures an alliance partner is offered for, at the end of the move named by served_at.
CREATE TABLE alliance_prefectures (
  alliance_id     text NOT NULL REFERENCES alliances (id) ON DELETE CASCADE,
  prefecture_code text NOT NULL,
  PRIMARY KEY (alliance_id, prefecture_code)
);

-- One row per company and day that has bookings; a booking takes a unit with a conditional
-- upsert (booked < capacity), so concurrent bookings can never exceed the capacity.
CREATE TABLE company_day_bookings (
  company_code text NOT NULL REFERENCES companies (code),
  move_date    date NOT NULL,
  booked       integer NOT NULL CHECK (booked >= 0),
  PRIMARY KEY (company_code, move_date)
);
CREATE INDEX company_day_bookings_by_date ON company_day_bookings (move_date);

CREATE TABLE quick_bookings (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reservation_id    text NOT NULL UNIQUE,
  company_code      text NOT NULL REFERENCES companies (code),
  move_date         date NOT NULL,
  desired_time      text NOT NULL CHECK (desired_time IN ('free', 'am')),
  price             integer NOT NULL,
  price_parts       jsonb NOT NULL,
  customer_email    text NOT NULL,
  customer_tel      text NOT NULL,
  email_key         text NOT NULL,
  tel_key           text NOT NULL,
  status            text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'cancelled')),
  expires_at        timestamptz NOT NULL,
  request           jsonb NOT NULL,
  created_at        timestamptz NOT NULL DEFAULT now()
);
-- The duplicate rule lives in the database: one active quick booking per e-mail and per phone.
CREATE UNIQUE INDEX quick_bookings_one_active_per_email ON quick_bookings (email_key) WHERE status = 'active';
CREATE UNIQUE INDEX quick_bookings_one_active_per_tel ON quick_bookings (tel_key) WHERE status = 'active';

CREATE TABLE estimate_requests (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  request_id     text NOT NULL UNIQUE,
  email_key      text NOT NULL,
  tel_key        text NOT NULL,
  company_codes  text[] NOT NULL,
  request        jsonb NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE reservation_requests (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  request_id     text NOT NULL UNIQUE,
  email_key      text NOT NULL,
  tel_key        text NOT NULL,
  preferred_date date NOT NULL,
  request        jsonb NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);

-- The companies of a provisional reservation with the price each was shown at.
CREATE TABLE reservation_request_companies (
  reservation_request_id bigint NOT NULL REFERENCES reservation_requests (id) ON DELETE CASCADE,
  company_code           text NOT NULL REFERENCES companies (code),
  price                  integer NOT NULL,
  price_parts            jsonb NOT NULL,
  PRIMARY KEY (reservation_request_id, company_code)
);

CREATE TABLE alliance_requests (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  request_id   text NOT NULL,
  alliance_ids text[] NOT NULL,
  request      jsonb NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- A write's Idempotency-Key, the hash of its request and its response, stored in the same
-- transaction as the write itself. Rows older than 24 hours are ignored and overwritten.
CREATE TABLE idempotency_keys (
  scope           text NOT NULL,
  key             text NOT NULL,
  request_hash    text NOT NULL,
  response_status integer NOT NULL,
  response_body   jsonb NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
