import { LIVE_LEAD_STATES, type LeadStatus } from '../../domain/api/leadStatus.ts';
import type { MovingFormFlowId } from '../../domain/flows/flows.ts';
import type { PricedDay } from '../../domain/api/myMove.ts';
import type { PricePart } from '../../domain/api/priceLines.ts';
import type { Locale } from '../../domain/i18n/locale.ts';
import type { ConfirmedTimeFrame } from '../../domain/options/leadAnswers.ts';
import type { Queryable } from '../db/database.ts';
import { waitingProposal, type DateProposal } from '../leads/date-proposal-repository.ts';
import { currentDetails, type RequestDetails } from '../requests/request-details.ts';
import { storedRequest } from '../requests/request-repository.ts';

/**
 * Each read takes the request's row lock when `lock` is set: every change the visitor makes starts
 * so, and changes of one request (two tabs, two instances) take turns, each seeing the last one's result.
 */
interface ReadOptions {
  lock: boolean;
}

export interface StoredBooking {
  /** The booking's lead (its one company's), which its cancellation, day changes and proposals belong to. */
  id: number;
  reservationId: string;
  companyCode: string;
  movingDate: string;
  slot: 'free' | 'am';
  price: number;
  priceParts: PricePart[];
  status: LeadStatus;
  expiresAt: string;
  /** The booking as it stands: its move is on `movingDate`. */
  details: RequestDetails;
  createdAt: string;
  cancelled: { at: string; fee: number; percent: number } | null;
  erased: boolean;
  /** The language the booking was made in. */
  locale: Locale;
  /** The visitor's new day waiting for the company, for a confirmed booking (the booking stays on `movingDate` meanwhile). */
  proposal: DateProposal | null;
}

/** A booking by its reference, with its waiting proposal (read after the request's row, under its lock when `lock`). */
export async function storedBooking(db: Queryable, reservationId: string, options: ReadOptions): Promise<StoredBooking | undefined> {
  const stored = await storedRequest(db, reservationId, options);
  const lead = stored?.leads[0];
  if (stored === undefined || lead === undefined) return undefined;
  return {
    id: lead.id,
    reservationId: stored.reference,
    companyCode: lead.companyCode,
    movingDate: stored.movingDate,
    slot: stored.slot!,
    price: lead.price!,
    priceParts: lead.priceParts!,
    status: lead.status,
    expiresAt: lead.answerBy!.toISOString(),
    details: currentDetails(stored),
    createdAt: stored.createdAt.toISOString(),
    cancelled: lead.cancelled && { at: lead.cancelled.at.toISOString(), fee: lead.cancelled.fee, percent: lead.cancelled.percent },
    erased: stored.erased,
    locale: stored.locale,
    proposal: (await waitingProposal(db, lead.id)) ?? null,
  };
}

/**
 * Moves a booking still holding its unit from `previous` to `current` (day, price and parts as
 * quoted), recording the change. Returns false, changing nothing, when the booking no longer holds
 * its unit or is no longer on `previous.date` (a change made meanwhile in another tab).
 */
export async function moveBooking(tx: Queryable, id: number, previous: PricedDay, current: PricedDay, now: Date): Promise<boolean> {
  const { rowCount } = await tx.query(
    `WITH moved AS (
       UPDATE requests r SET moving_date = $3::date FROM leads l
        WHERE l.id = $1 AND r.id = l.request_id AND l.status = ANY($6::text[]) AND r.moving_date = $2::date
        RETURNING l.id)
     UPDATE leads SET price = $4, price_parts = $5::jsonb WHERE id IN (SELECT id FROM moved)`,
    [id, previous.date, current.date, current.price, JSON.stringify(current.priceParts), LIVE_LEAD_STATES],
  );
  if (rowCount !== 1) return false;
  await tx.query(
    `INSERT INTO lead_date_changes (lead_id, previous_date, previous_price, previous_price_parts, new_date, new_price, new_price_parts, changed_at)
     VALUES ($1, $2::date, $3, $4::jsonb, $5::date, $6, $7::jsonb, $8)`,
    [id, previous.date, previous.price, JSON.stringify(previous.priceParts), current.date, current.price, JSON.stringify(current.priceParts), now.toISOString()],
  );
  return true;
}

/** One company an estimate or reservation went to, with the price shown and its state. */
export interface StoredLead {
  companyCode: string;
  price: number | null;
  priceParts: PricePart[] | null;
  status: LeadStatus;
  /** Whether the lead holds a unit of the company's day (a reservation's open or confirmed lead). */
  holdsUnit: boolean;
  /** The day and time frame a reservation's company confirmed; null otherwise. */
  confirmed: { date: string; timeFrame: ConfirmedTimeFrame } | null;
}

export interface StoredFormRequest {
  id: number;
  flow: MovingFormFlowId;
  requestId: string;
  details: RequestDetails;
  createdAt: string;
  /** The reservation's day; the estimate's last possible move day. */
  movingDate: string;
  leads: StoredLead[];
  /** Partner ids chosen after an estimate was sent (those chosen on the form are the details' `partners`). */
  laterPartnerIds: string[];
  erased: boolean;
}

/** An estimate request or a provisional reservation by its request id, with its companies in the order the confirmation listed them. */
export async function storedFormRequest(db: Queryable, flow: MovingFormFlowId, requestId: string, options: ReadOptions): Promise<StoredFormRequest | undefined> {
  const stored = await storedRequest(db, requestId, options);
  if (stored === undefined || stored.flow !== flow) return undefined;
  const later = await db.query<{ alliance_ids: string[] }>('SELECT alliance_ids FROM alliance_requests WHERE request_id = $1 ORDER BY created_at, id', [requestId]);
  return {
    id: stored.id,
    flow,
    requestId: stored.reference,
    details: currentDetails(stored),
    createdAt: stored.createdAt.toISOString(),
    movingDate: stored.movingDate,
    leads: stored.leads.map((lead) => ({
      companyCode: lead.companyCode, price: lead.price, priceParts: lead.priceParts, status: lead.status, holdsUnit: lead.holdsUnit, confirmed: lead.confirmed,
    })),
    laterPartnerIds: later.rows.flatMap((added) => added.alliance_ids),
    erased: stored.erased,
  };
}
