import type { AnsweredFlowId, FlowId } from '../../domain/flows/flows.ts';
import { LEAD_STATES_BEFORE, type LeadStatus } from '../../domain/api/leadStatus.ts';
import type { ConfirmedTimeFrame, DeclineReason } from '../../domain/options/leadAnswers.ts';
import type { Queryable } from '../db/database.ts';
import { emailKey, telKey } from '../marketplace/contact-keys.ts';

/*
 * The one state machine of every flow's leads, on the one table of leads (migration 0024): every
 * change of a lead's state, whoever makes it (its company, the visitor, a job), is made here.
 */

/** A lead one state change changed. */
export interface ChangedLead {
  flow: FlowId;
  reference: string;
  companyCode: string;
  movingDate: string;
  /** Whether it held a unit of the company's day, which the caller gives back where the change ends it. */
  holdsUnit: boolean;
}

type LeadColumn =
  | 'answered_at' | 'confirmed_date' | 'confirmed_time_frame' | 'decline_reason' | 'withdrawn_at' | 'cancelled_at' | 'cancellation_fee' | 'cancellation_fee_percent';

/** Adds a parameter and returns its placeholder. */
type Parameter = (value: unknown) => string;

/**
 * The one way a lead's state changes: to `to`, from a state the state machine lets it leave for
 * `to` (LEAD_STATES_BEFORE), for the leads `where` chooses (`l` the lead, `r` its request), inside
 * the caller's transaction. One conditional UPDATE: of changes racing on one lead, on one instance
 * or several, exactly one finds it in a state it may leave; the others change nothing.
 */
async function changeLeads(tx: Queryable, to: Exclude<LeadStatus, 'open'>, set: Partial<Record<LeadColumn, unknown>>, where: (parameter: Parameter) => string): Promise<ChangedLead[]> {
  const values: unknown[] = [];
  const parameter: Parameter = (value) => `$${values.push(value)}`;
  const assignments = [`status = ${parameter(to)}`, ...Object.entries(set).map(([column, value]) => `${column} = ${parameter(value)}`)];
  const { rows } = await tx.query<{ flow: FlowId; reference: string; company_code: string; moving_date: string; holds_unit: boolean }>(
    `UPDATE leads l SET ${assignments.join(', ')}
       FROM requests r
      WHERE r.id = l.request_id AND l.status = ANY(${parameter(LEAD_STATES_BEFORE[to])}::text[]) AND ${where(parameter)}
      RETURNING r.flow, r.reference, l.company_code, r.moving_date, l.holds_unit`,
    values,
  );
  return rows.map((row) => ({ flow: row.flow, reference: row.reference, companyCode: row.company_code, movingDate: row.moving_date, holdsUnit: row.holds_unit }));
}

/** A company's answer: confirmed (a reservation names its day and time frame) or declined with a reason. */
export type LeadAnswerChange =
  | { status: 'confirmed'; date?: string; timeFrame?: ConfirmedTimeFrame }
  | { status: 'declined'; reason: DeclineReason };

/**
 * Records a company's answer to its lead if the lead is still open and its answer deadline has not
 * passed at `now`. Returns the lead when this answer won, else undefined.
 */
export async function recordLeadAnswer(tx: Queryable, reference: string, companyCode: string, answer: LeadAnswerChange, now: Date): Promise<ChangedLead | undefined> {
  const confirmed = answer.status === 'confirmed' ? answer : undefined;
  const [changed] = await changeLeads(
    tx,
    answer.status,
    {
      answered_at: now.toISOString(),
      confirmed_date: confirmed?.date ?? null,
      confirmed_time_frame: confirmed?.timeFrame ?? null,
      decline_reason: answer.status === 'declined' ? answer.reason : null,
    },
    (parameter) => `r.reference = ${parameter(reference)} AND l.company_code = ${parameter(companyCode)} AND l.answer_by > ${parameter(now.toISOString())}`,
  );
  return changed;
}

/** A lead that ended unanswered. */
export type ExpiredLead = ChangedLead & { flow: AnsweredFlowId };

/**
 * Marks expired every lead still open at its answer deadline (a quick booking's hold end, a
 * reservation's deadline) by `now`. A company's answer racing the expiry either commits first (and
 * the lead is no longer open here) or finds it expired.
 */
export async function expireUnansweredLeads(tx: Queryable, now: Date): Promise<ExpiredLead[]> {
  const at = now.toISOString();
  // Only leads whose companies answer have a deadline.
  return (await changeLeads(tx, 'expired', { answered_at: at }, (parameter) => `l.answer_by <= ${parameter(at)}`)) as ExpiredLead[];
}

/**
 * Withdraws the request's live leads (open or confirmed) to `companyCodes`, each once; returns those
 * it withdrew. A lead withdrawn, declined or expired already is left as it is.
 */
export async function withdrawLeads(tx: Queryable, requestRowId: number, companyCodes: readonly string[], now: Date): Promise<ChangedLead[]> {
  return changeLeads(tx, 'withdrawn', { withdrawn_at: now.toISOString() }, (parameter) =>
    `l.request_id = ${parameter(requestRowId)} AND l.company_code = ANY(${parameter(companyCodes)}::text[])`);
}

/**
 * Cancels a booking's live lead, storing the fee shown. Returns false, changing nothing, when it
 * no longer lives (cancelled already, declined, expired, completed): the same cancel twice changes it once.
 */
export async function cancelLead(tx: Queryable, leadId: number, { fee, percent }: { fee: number; percent: number }, now: Date): Promise<boolean> {
  const changed = await changeLeads(
    tx, 'cancelled', { cancelled_at: now.toISOString(), cancellation_fee: fee, cancellation_fee_percent: percent },
    (parameter) => `l.id = ${parameter(leadId)}`,
  );
  return changed.length === 1;
}

/** Marks completed the live bookings of this e-mail or phone whose moving day is before `today` ('yyyy-MM-dd'), freeing their contact. */
export async function completePastBookings(tx: Queryable, email: string, tel: string, today: string): Promise<void> {
  await changeLeads(tx, 'completed', {}, (parameter) =>
    `r.holds_contact AND r.moving_date < ${parameter(today)}::date AND (r.email_key = ${parameter(emailKey(email))} OR r.tel_key = ${parameter(telKey(tel))})`);
}
