import { FLOW_METRICS } from '../../domain/flows/flowMetrics.ts';
import { FLOW_IDS, flowHas, type AnsweredFlowId } from '../../domain/flows/flows.ts';
import type { Queryable } from '../db/database.ts';
import type { JobName } from './metrics.ts';

/** What the whole service looks like in the shared database at one moment (README "Metrics"). */
export interface DatabaseFigures {
  outbox: { pending: number; failed: number; sent: number; oldestPendingSeconds: number | null };
  /** Open leads holding a unit of a company's day, and those of them whose answer is due within the window. */
  holds: { flow: string; open: number; endingSoon: number }[];
  /** Company-days from today on (Japan's calendar) whose every unit is held, and the fullest day's share held. */
  capacity: { fullDays: number; fullestShare: number | null };
  jobs: { job: JobName; lastSuccessAt: Date }[];
}

/** The flows whose leads hold a unit of a company's day until it answers. */
const HOLDING_FLOWS: readonly AnsweredFlowId[] = FLOW_IDS.filter((flow) => flowHas(flow, 'companyAnswers'));

interface FiguresRow {
  outbox_pending: string;
  outbox_failed: string;
  outbox_sent: string;
  oldest_pending_seconds: number | string | null;
  full_days: string;
  fullest_share: number | string | null;
}

/**
 * Reads every figure in one statement (a scrape costs the database one round trip). `now` is the
 * app's clock; `endingWithinHours` the window of holds whose visitors are about to lose them.
 */
export async function readDatabaseFigures(db: Queryable, now: Date, today: string, endingWithinHours: number): Promise<DatabaseFigures> {
  const { rows } = await db.query<FiguresRow>(
    `SELECT
       (SELECT count(*) FROM outbox_messages WHERE status = 'pending') AS outbox_pending,
       (SELECT count(*) FROM outbox_messages WHERE status = 'failed') AS outbox_failed,
       (SELECT count(*) FROM outbox_messages WHERE status = 'sent') AS outbox_sent,
       (SELECT extract(epoch FROM $1::timestamptz - min(created_at)) FROM outbox_messages WHERE status = 'pending') AS oldest_pending_seconds,
       (SELECT count(*) FROM company_day_bookings day JOIN companies company ON company.code = day.company_code
         WHERE day.moving_date >= $2::date AND day.booked >= company.daily_capacity) AS full_days,
       (SELECT max(day.booked::float8 / company.daily_capacity) FROM company_day_bookings day JOIN companies company ON company.code = day.company_code
         WHERE day.moving_date >= $2::date AND company.daily_capacity > 0) AS fullest_share`,
    [now, today],
  );
  const row = rows[0]!;
  // Only the leads of flows whose companies answer have an answer deadline.
  const { rows: holdRows } = await db.query<{ flow: AnsweredFlowId; open: string; ending: string }>(
    `SELECT r.flow, count(*) AS open, count(*) FILTER (WHERE l.answer_by < $1::timestamptz + make_interval(hours => $2::int)) AS ending
       FROM leads l JOIN requests r ON r.id = l.request_id
      WHERE l.status = 'open' AND l.answer_by IS NOT NULL GROUP BY r.flow`,
    [now, endingWithinHours],
  );
  const { rows: jobRows } = await db.query<{ job: JobName; last_success_at: Date | string }>('SELECT job, last_success_at FROM job_runs');
  return {
    outbox: {
      pending: Number(row.outbox_pending),
      failed: Number(row.outbox_failed),
      sent: Number(row.outbox_sent),
      oldestPendingSeconds: row.oldest_pending_seconds === null ? null : Math.max(0, Number(row.oldest_pending_seconds)),
    },
    holds: HOLDING_FLOWS.map((flow) => {
      const held = holdRows.find((hold) => hold.flow === flow);
      return { flow: FLOW_METRICS[flow].label, open: Number(held?.open ?? 0), endingSoon: Number(held?.ending ?? 0) };
    }),
    capacity: { fullDays: Number(row.full_days), fullestShare: row.fullest_share === null ? null : Number(row.fullest_share) },
    jobs: jobRows.map((job) => ({ job: job.job, lastSuccessAt: new Date(job.last_success_at) })),
  };
}
