import type { Queryable } from '../db/database.ts';
import type { JobName } from '../metrics/metrics.ts';

/** Records, in the pass's own transaction, that `job` finished a pass at `at`. */
export async function recordJobSuccess(tx: Queryable, job: JobName, at: Date): Promise<void> {
  await tx.query(
    `INSERT INTO job_runs (job, last_success_at) VALUES ($1, $2)
     ON CONFLICT (job) DO UPDATE SET last_success_at = GREATEST(job_runs.last_success_at, EXCLUDED.last_success_at)`,
    [job, at],
  );
}
