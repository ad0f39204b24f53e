import type { PricedDay } from '../../domain/api/myMove.ts';
import type { PricePart } from '../../domain/api/priceLines.ts';
import type { Queryable } from '../db/database.ts';

/** A visitor's new day for a confirmed booking, waiting for its company (migrations 0022 and 0024). */
export interface DateProposal {
  id: number;
  leadId: number;
  day: PricedDay;
  proposedAt: Date;
  answerBy: Date;
}

/** How a waiting proposal ends: by the company's answer, or by the visitor (a newer proposal, a cancel). */
export type ProposalEnd = 'accepted' | 'declined' | 'replaced' | 'cancelled';

interface ProposalRow {
  id: number | string;
  lead_id: number | string;
  proposed_date: string;
  price: number;
  price_parts: PricePart[];
  proposed_at: Date | string;
  answer_by: Date | string;
}

function proposalOf(row: ProposalRow): DateProposal {
  return {
    id: Number(row.id),
    leadId: Number(row.lead_id),
    day: { date: row.proposed_date, price: row.price, priceParts: row.price_parts },
    proposedAt: new Date(row.proposed_at),
    answerBy: new Date(row.answer_by),
  };
}

const COLUMNS = 'id, lead_id, proposed_date, price, price_parts, proposed_at, answer_by';

/** The newest proposal of `date` for the booking, with how it ended ('waiting' while it waits), if the visitor ever proposed that day. */
export async function latestProposalOf(db: Queryable, leadId: number, date: string): Promise<(DateProposal & { status: 'waiting' | 'expired' | ProposalEnd }) | undefined> {
  const { rows } = await db.query<ProposalRow & { status: 'waiting' | 'expired' | ProposalEnd }>(
    `SELECT ${COLUMNS}, status FROM lead_date_proposals WHERE lead_id = $1 AND proposed_date = $2::date ORDER BY id DESC LIMIT 1`,
    [leadId, date],
  );
  const row = rows[0];
  return row && { ...proposalOf(row), status: row.status };
}

/** The booking's waiting proposal, if any (at most one waits: a unique index says so). */
export async function waitingProposal(db: Queryable, leadId: number): Promise<DateProposal | undefined> {
  const { rows } = await db.query<ProposalRow>(`SELECT ${COLUMNS} FROM lead_date_proposals WHERE lead_id = $1 AND status = 'waiting'`, [leadId]);
  const row = rows[0];
  return row && proposalOf(row);
}

/** Records a new waiting proposal, inside the caller's transaction (which holds the booking's row lock and the new day's unit). */
export async function insertProposal(tx: Queryable, leadId: number, day: PricedDay, proposedAt: Date, answerBy: Date): Promise<void> {
  await tx.query(
    `INSERT INTO lead_date_proposals (lead_id, proposed_date, price, price_parts, proposed_at, answer_by)
     VALUES ($1, $2::date, $3, $4::jsonb, $5, $6)`,
    [leadId, day.date, day.price, JSON.stringify(day.priceParts), proposedAt.toISOString(), answerBy.toISOString()],
  );
}

/**
 * Ends a waiting proposal as `end`, inside the caller's transaction. One conditional UPDATE: of the
 * company's answer, the visitor's newer proposal or cancel and the expiry job racing on one proposal,
 * exactly one finds it waiting (the row lock makes the others wait and then find it ended), and only
 * that one gives back the unit it held. The company's answers count only before the deadline.
 * Returns whether this call ended it.
 */
export async function endProposal(tx: Queryable, id: number, end: ProposalEnd, now: Date): Promise<boolean> {
  const byCompany = end === 'accepted' || end === 'declined';
  const { rowCount } = await tx.query(
    `UPDATE lead_date_proposals SET status = $2, ended_at = $3
      WHERE id = $1 AND status = 'waiting' ${byCompany ? 'AND answer_by > $3' : ''}`,
    [id, end, now.toISOString()],
  );
  return rowCount === 1;
}

/** A proposal the company let pass its deadline, with its booking's reference. */
export interface ExpiredProposal extends DateProposal {
  reference: string;
}

/** Expires every proposal still waiting at its deadline by `now`, inside the caller's transaction (conditional on 'waiting', as `endProposal`). */
export async function expireWaitingProposals(tx: Queryable, now: Date): Promise<ExpiredProposal[]> {
  const { rows } = await tx.query<ProposalRow & { reference: string }>(
    `UPDATE lead_date_proposals p SET status = 'expired', ended_at = $1
       FROM leads l JOIN requests r ON r.id = l.request_id
      WHERE l.id = p.lead_id AND p.status = 'waiting' AND p.answer_by <= $1
      RETURNING ${COLUMNS.split(', ').map((column) => `p.${column}`).join(', ')}, r.reference`,
    [now.toISOString()],
  );
  return rows.map((row) => ({ ...proposalOf(row), reference: row.reference }));
}
