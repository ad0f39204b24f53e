-- Key/value facts about the installation itself, e.g. which version of the seeded catalogue is loaded.
CREATE TABLE app_meta (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
