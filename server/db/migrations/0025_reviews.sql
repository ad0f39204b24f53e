-- Reviews (issue 38): only the visitor of a move a company confirmed through us reviews it, once per
-- lead. A review holds nothing of the reviewer but the language, the month and the prefectures of the
-- move, so it outlives the erasure of the request's personal data. The score a company shows is made
-- of these reviews alone: the operator's typed satisfaction rate goes.

CREATE TABLE reviews (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The public id pages and commands name it by ('RW-…').
  public_id       text NOT NULL UNIQUE,
  lead_id         bigint NOT NULL UNIQUE REFERENCES leads (id) ON DELETE CASCADE,
  company_code    text NOT NULL REFERENCES companies (code),
  -- The language the visitor wrote it in (the page's).
  language        text NOT NULL CHECK (language ~ '^[a-z]{2}$'),
  overall         smallint NOT NULL CHECK (overall BETWEEN 1 AND 5),
  price_kept      boolean NOT NULL,
  -- What the visitor paid, when the final price was not the quoted one.
  paid_amount     integer CHECK (paid_amount > 0),
  on_time         smallint NOT NULL CHECK (on_time BETWEEN 1 AND 5),
  care            smallint NOT NULL CHECK (care BETWEEN 1 AND 5),
  communication   smallint NOT NULL CHECK (communication BETWEEN 1 AND 5),
  text            text NOT NULL DEFAULT '',
  -- The move as everyone may see it: its month (the first day) and its prefectures.
  moved_month     date NOT NULL CHECK (extract(day FROM moved_month) = 1),
  from_prefecture text NOT NULL,
  to_prefecture   text NOT NULL,
  posted_at       timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL,
  -- The visitor may edit it until then (deleting it stays possible at any time).
  editable_until  timestamptz NOT NULL,
  -- The company's one public answer.
  answer_text     text,
  answered_at     timestamptz,
  -- Hidden by the operator, with the reason the visitor is told: a hidden review is not shown or counted.
  hidden_at       timestamptz,
  hidden_reason   text,
  CHECK (price_kept = (paid_amount IS NULL)),
  CHECK ((answer_text IS NULL) = (answered_at IS NULL)),
  CHECK ((hidden_at IS NULL) = (hidden_reason IS NULL))
);
CREATE INDEX reviews_shown_by_company ON reviews (company_code, posted_at DESC) WHERE hidden_at IS NULL;

-- What the visitor said of a move that no review tells: the company did not come (the operator hears
-- of it), or they moved with another company. One per request.
CREATE TABLE move_outcomes (
  request_id   bigint PRIMARY KEY REFERENCES requests (id) ON DELETE CASCADE,
  outcome      text NOT NULL CHECK (outcome IN ('noShow', 'movedElsewhere')),
  -- The company that did not come.
  company_code text REFERENCES companies (code),
  told_at      timestamptz NOT NULL,
  CHECK ((outcome = 'noShow') = (company_code IS NOT NULL))
);

-- A company's report of a review to the operator, once per review.
CREATE TABLE review_reports (
  review_id   bigint PRIMARY KEY REFERENCES reviews (id) ON DELETE CASCADE,
  reason      text NOT NULL CHECK (reason IN ('personalData', 'notCustomer')),
  reported_at timestamptz NOT NULL
);

-- Who hid or showed a review again, why and when (as catalogue_changes logs the catalogue).
CREATE TABLE review_moderation (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  review_id  bigint NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  action     text NOT NULL CHECK (action IN ('hide', 'unhide')),
  reason     text NOT NULL,
  operator   text NOT NULL,
  changed_at timestamptz NOT NULL
);
CREATE INDEX review_moderation_by_review ON review_moderation (review_id, changed_at);

-- When the visitor was invited to review the move (the day after the move day), so each is invited once.
ALTER TABLE requests ADD COLUMN review_invited_at timestamptz;
CREATE INDEX requests_to_invite ON requests (moving_date) WHERE review_invited_at IS NULL AND erased_at IS NULL;

ALTER TABLE outbox_messages DROP CONSTRAINT outbox_messages_kind_check;
ALTER TABLE outbox_messages ADD CONSTRAINT outbox_messages_kind_check
  CHECK (kind IN ('visitor-confirmation', 'company-lead', 'partner-lead', 'lead-answer', 'notice', 'review-invitation', 'review-notice'));

ALTER TABLE job_runs DROP CONSTRAINT job_runs_job_check;
ALTER TABLE job_runs ADD CONSTRAINT job_runs_job_check CHECK (job IN ('lead-expiry', 'retention', 'review-invitations'));

ALTER TABLE companies DROP COLUMN satisfaction_rate;
