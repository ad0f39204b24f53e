-- When each exclusive job (server/jobs/) last finished a pass, whichever instance ran it: the
-- metrics read it from here (README "Metrics"), so an instance that lost the job's lock to
-- another does not look as if the job had stopped.
CREATE TABLE job_runs (
  job             text PRIMARY KEY CHECK (job IN ('lead-expiry', 'retention')),
  last_success_at timestamptz NOT NULL
);
