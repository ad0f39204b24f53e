-- Reports of a translated page's wording (issue 37): which words read wrong on which page, and how the
-- reader would say them. No native reviewer reads the translations before release; their readers do.
-- A report holds no link to a visitor or a request: the form asks for nothing personal.

CREATE TABLE wording_reports (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The public id the visitor is shown as their receipt and commands name it by ('WR-…').
  public_id   text NOT NULL UNIQUE,
  -- The page's language (its path's prefix says it) and its path, without query or fragment.
  language    text NOT NULL CHECK (language ~ '^[a-z]{2}$'),
  page        text NOT NULL CHECK (page ~ '^/'),
  wording     text NOT NULL CHECK (wording <> ''),
  -- '' when the reader suggested nothing.
  suggestion  text NOT NULL DEFAULT '',
  reported_at timestamptz NOT NULL,
  -- Dealt with by the operator (the catalogue corrected, or nothing to change), with who and why.
  closed_at   timestamptz,
  closed_by   text,
  close_note  text,
  CHECK ((closed_at IS NULL) = (closed_by IS NULL) AND (closed_at IS NULL) = (close_note IS NULL))
);
CREATE INDEX wording_reports_open ON wording_reports (language, reported_at) WHERE closed_at IS NULL;
