import type { AnsweredFlowId } from '../../domain/flows/flows.ts';
import type { EstimateRequest } from '../../domain/api/estimate.ts';
import type { QuickBookingReserveRequest } from '../../domain/api/quickBooking.ts';
import type { LeadStatus } from '../../domain/api/leadStatus.ts';
import type { PricePart } from '../../domain/api/priceLines.ts';
import type { ReservationReserveRequest } from '../../domain/api/reservation.ts';
import type { Locale } from '../../domain/i18n/locale.ts';
import type { ConfirmedTimeFrame, DeclineReason } from '../../domain/options/leadAnswers.ts';
import type { Queryable } from '../db/database.ts';
import { waitingProposal, type DateProposal } from './date-proposal-repository.ts';

/** What every stored lead has: one company's copy of one request or booking. */
interface StoredLeadBase {
  reference: string;
  companyCode: string;
  receivedAt: Date;
  /** The language the visitor made the request in. */
  locale: Locale;
  status: LeadStatus;
  price: number | null;
  priceParts: PricePart[] | null;
  answeredAt: Date | null;
  declineReason: DeclineReason | null;
}

/** A provisional reservation and a quick booking always have the price the visitor was shown. */
interface Priced {
  price: number;
  priceParts: PricePart[];
}

type PricedRow = { price: number; price_parts: PricePart[] };

/** A lead as stored, with the request it is a copy of (as validated when it was made). */
export type StoredLead =
  | (StoredLeadBase & { flow: 'estimate'; request: EstimateRequest })
  | (StoredLeadBase & Priced & {
      flow: 'reservation';
      request: ReservationReserveRequest;
      movingDate: string;
      answerBy: Date;
      confirmedDate: string | null;
      confirmedTimeFrame: ConfirmedTimeFrame | null;
    })
  | (StoredLeadBase & Priced & {
      flow: 'quickBooking';
      request: QuickBookingReserveRequest;
      /** The day the booking stands on (the request's own day until the visitor moved it). */
      movingDate: string;
      answerBy: Date;
      /** The visitor's new day waiting for the company's answer, after it confirmed. */
      proposal: DateProposal | null;
    });

interface LeadRow {
  reference: string;
  company_code: string;
  created_at: Date | string;
  locale: Locale;
  status: LeadStatus;
  price: number | null;
  price_parts: PricePart[] | null;
  answered_at: Date | string | null;
  decline_reason: DeclineReason | null;
  request: unknown;
}

function baseOf(row: LeadRow): StoredLeadBase {
  return {
    reference: row.reference,
    companyCode: row.company_code,
    receivedAt: new Date(row.created_at),
    locale: row.locale,
    status: row.status,
    price: row.price,
    priceParts: row.price_parts,
    answeredAt: row.answered_at === null ? null : new Date(row.answered_at),
    declineReason: row.decline_reason,
  };
}

/**
 * One company's lead of one request, or undefined (no such lead, or its personal data erased). Both
 * the reference and the company must match: a link names exactly one lead.
 */
export async function storedLead(db: Queryable, flow: StoredLead['flow'], reference: string, companyCode: string): Promise<StoredLead | undefined> {
  if (flow === 'quickBooking') {
    const { rows } = await db.query<LeadRow & PricedRow & { id: number | string; moving_date: string; expires_at: Date | string }>(
      `SELECT id, reservation_id AS reference, company_code, created_at, locale, status, price, price_parts, answered_at, decline_reason, request, moving_date, expires_at
         FROM quick_bookings WHERE reservation_id = $1 AND company_code = $2 AND erased_at IS NULL`,
      [reference, companyCode],
    );
    const row = rows[0];
    return row && {
      ...baseOf(row),
      flow,
      price: row.price,
      priceParts: row.price_parts,
      request: row.request as QuickBookingReserveRequest,
      movingDate: row.moving_date,
      answerBy: new Date(row.expires_at),
      proposal: (await waitingProposal(db, Number(row.id))) ?? null,
    };
  }
  if (flow === 'reservation') {
    const { rows } = await db.query<LeadRow & PricedRow & { moving_date: string; answer_by: Date | string; confirmed_date: string | null; confirmed_time_frame: ConfirmedTimeFrame | null }>(
      `SELECT r.request_id AS reference, c.company_code, r.created_at, r.locale, c.status, c.price, c.price_parts, c.answered_at, c.decline_reason, r.request,
              r.moving_date, r.answer_by, c.confirmed_date, c.confirmed_time_frame
         FROM reservation_request_companies c JOIN reservation_requests r ON r.id = c.reservation_request_id
        WHERE r.request_id = $1 AND c.company_code = $2 AND r.erased_at IS NULL`,
      [reference, companyCode],
    );
    const row = rows[0];
    return row && {
      ...baseOf(row),
      flow,
      price: row.price,
      priceParts: row.price_parts,
      request: row.request as ReservationReserveRequest,
      movingDate: row.moving_date,
      answerBy: new Date(row.answer_by),
      confirmedDate: row.confirmed_date,
      confirmedTimeFrame: row.confirmed_time_frame,
    };
  }
  const { rows } = await db.query<LeadRow>(
    `SELECT r.request_id AS reference, c.company_code, r.created_at, r.locale, c.status, c.price, c.price_parts, NULL AS answered_at, NULL AS decline_reason, r.request
       FROM estimate_request_companies c JOIN estimate_requests r ON r.id = c.estimate_request_id
      WHERE r.request_id = $1 AND c.company_code = $2 AND r.erased_at IS NULL`,
    [reference, companyCode],
  );
  const row = rows[0];
  return row && { ...baseOf(row), flow, request: row.request as EstimateRequest };
}

/** A company's answer: confirmed (a reservation names its day and time frame) or declined with a reason. */
export type LeadAnswerChange =
  | { status: 'confirmed'; date?: string; timeFrame?: ConfirmedTimeFrame }
  | { status: 'declined'; reason: DeclineReason };

/**
 * Records a company's answer to its quick booking, inside the caller's transaction, if the booking is
 * still open and its hold has not ended at `now`. One conditional UPDATE: of answers racing on one
 * booking, on one instance or several, exactly one finds it open. Returns, when this answer won, its
 * held unit (a quick booking always holds one) and day, else undefined.
 */
export async function answerQuickBooking(
  tx: Queryable,
  reference: string,
  companyCode: string,
  answer: LeadAnswerChange,
  now: Date,
): Promise<{ holdsUnit: boolean; movingDate: string } | undefined> {
  const { rows } = await tx.query<{ moving_date: string }>(
    `UPDATE quick_bookings SET status = $3, answered_at = $4, decline_reason = $5
      WHERE reservation_id = $1 AND company_code = $2 AND status = 'open' AND expires_at > $4
      RETURNING moving_date`,
    [reference, companyCode, answer.status, now.toISOString(), answer.status === 'declined' ? answer.reason : null],
  );
  const row = rows[0];
  return row && { holdsUnit: true, movingDate: row.moving_date };
}

/**
 * Records a company's answer to its provisional reservation lead, as `answerQuickBooking` does (one
 * conditional UPDATE, open and before its answer deadline). Returns whether the lead held a unit of
 * the company's day and that day when this answer won, else undefined.
 */
export async function answerReservationLead(
  tx: Queryable,
  reference: string,
  companyCode: string,
  answer: LeadAnswerChange,
  now: Date,
): Promise<{ holdsUnit: boolean; movingDate: string } | undefined> {
  const confirmed = answer.status === 'confirmed' ? answer : undefined;
  const { rows } = await tx.query<{ holds_unit: boolean; moving_date: string }>(
    `UPDATE reservation_request_companies c
        SET status = $3, answered_at = $4, confirmed_date = $5::date, confirmed_time_frame = $6, decline_reason = $7
       FROM reservation_requests r
      WHERE r.id = c.reservation_request_id AND r.request_id = $1 AND c.company_code = $2 AND c.status = 'open' AND r.answer_by > $4
      RETURNING c.holds_unit, r.moving_date`,
    [
      reference, companyCode, answer.status, now.toISOString(),
      confirmed?.date ?? null, confirmed?.timeFrame ?? null, answer.status === 'declined' ? answer.reason : null,
    ],
  );
  const row = rows[0];
  return row && { holdsUnit: row.holds_unit, movingDate: row.moving_date };
}

/** A lead that ended unanswered. */
export interface ExpiredLead {
  flow: AnsweredFlowId;
  reference: string;
  companyCode: string;
  movingDate: string;
  /** Whether it held a unit of the company's day, to give back. */
  holdsUnit: boolean;
}

/**
 * Marks expired every quick booking and provisional reservation lead still open at its end (a quick
 * booking's hold end, a reservation's answer deadline) by `now`, inside the caller's transaction.
 * Conditional on 'open' as the answers are: a company's answer racing the expiry either commits first
 * (and the lead is no longer open here) or finds it expired.
 */
export async function expireUnansweredLeads(tx: Queryable, now: Date): Promise<ExpiredLead[]> {
  const quick = await tx.query<{ reservation_id: string; company_code: string; moving_date: string }>(
    `UPDATE quick_bookings SET status = 'expired', answered_at = $1
      WHERE status = 'open' AND expires_at <= $1
      RETURNING reservation_id, company_code, moving_date`,
    [now.toISOString()],
  );
  const reservation = await tx.query<{ request_id: string; company_code: string; moving_date: string; holds_unit: boolean }>(
    `UPDATE reservation_request_companies c SET status = 'expired', answered_at = $1
       FROM reservation_requests r
      WHERE r.id = c.reservation_request_id AND c.status = 'open' AND r.answer_by <= $1
      RETURNING r.request_id, c.company_code, r.moving_date, c.holds_unit`,
    [now.toISOString()],
  );
  return [
    ...quick.rows.map((row): ExpiredLead => ({ flow: 'quickBooking', reference: row.reservation_id, companyCode: row.company_code, movingDate: row.moving_date, holdsUnit: true })),
    ...reservation.rows.map((row): ExpiredLead => ({
      flow: 'reservation', reference: row.request_id, companyCode: row.company_code, movingDate: row.moving_date, holdsUnit: row.holds_unit,
    })),
  ];
}
