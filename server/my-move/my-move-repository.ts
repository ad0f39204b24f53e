import type { EstimateRequest } from '../../domain/api/estimate.ts';
import type { QuickBookingReserveRequest } from '../../domain/api/quickBooking.ts';
import type { LeadStatus } from '../../domain/api/leadStatus.ts';
import type { MovingFormFlowId } from '../../domain/flows/flows.ts';
import type { PricedDay } from '../../domain/api/myMove.ts';
import type { PricePart } from '../../domain/api/priceLines.ts';
import type { ReservationReserveRequest } from '../../domain/api/reservation.ts';
import type { ContactPreference, ContactWindow } from '../../domain/options/contactPreference.ts';
import type { Locale } from '../../domain/i18n/locale.ts';
import type { ConfirmedTimeFrame } from '../../domain/options/leadAnswers.ts';
import type { Queryable } from '../db/database.ts';
import { waitingProposal, type DateProposal } from '../leads/date-proposal-repository.ts';

/**
 * Each read takes the request's row lock when `lock` is set: every change the visitor makes starts
 * so, and changes of one request (two tabs, two instances) take turns, each seeing the last one's result.
 */
interface ReadOptions {
  lock: boolean;
}

const forUpdate = ({ lock }: ReadOptions) => (lock ? 'FOR UPDATE' : '');

function isoInstant(value: Date | string): string {
  return new Date(value).toISOString();
}

export interface StoredBooking {
  id: number;
  reservationId: string;
  companyCode: string;
  movingDate: string;
  slot: 'free' | 'am';
  price: number;
  priceParts: PricePart[];
  status: LeadStatus;
  expiresAt: string;
  request: QuickBookingReserveRequest;
  createdAt: string;
  cancelled: { at: string; fee: number; percent: number } | null;
  erased: boolean;
  /** The language the booking was made in. */
  locale: Locale;
  /** The visitor's new day waiting for the company, for a confirmed booking (the booking stays on `movingDate` meanwhile). */
  proposal: DateProposal | null;
}

interface BookingRow {
  id: number | string;
  reservation_id: string;
  company_code: string;
  /** 'yyyy-MM-dd' (see sharedTypeParsers). */
  moving_date: string;
  desired_time: 'free' | 'am';
  price: number;
  price_parts: PricePart[];
  status: LeadStatus;
  expires_at: Date | string;
  request: QuickBookingReserveRequest;
  created_at: Date | string;
  cancelled_at: Date | string | null;
  cancellation_fee: number | null;
  cancellation_fee_percent: number | null;
  erased_at: Date | string | null;
  locale: Locale;
}

/** A quick booking by its reservation id, with its waiting proposal (read after the booking's row, under its lock when `lock`). */
export async function storedBooking(db: Queryable, reservationId: string, options: ReadOptions): Promise<StoredBooking | undefined> {
  const { rows } = await db.query<BookingRow>(
    `SELECT id, reservation_id, company_code, moving_date, desired_time, price, price_parts, status, expires_at, request, created_at,
            cancelled_at, cancellation_fee, cancellation_fee_percent, erased_at, locale
       FROM quick_bookings WHERE reservation_id = $1 ${forUpdate(options)}`,
    [reservationId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: Number(row.id),
    reservationId: row.reservation_id,
    companyCode: row.company_code,
    movingDate: row.moving_date,
    slot: row.desired_time,
    price: row.price,
    priceParts: row.price_parts,
    status: row.status,
    expiresAt: isoInstant(row.expires_at),
    request: row.request,
    createdAt: isoInstant(row.created_at),
    cancelled: row.cancelled_at === null ? null : { at: isoInstant(row.cancelled_at), fee: row.cancellation_fee ?? 0, percent: row.cancellation_fee_percent ?? 0 },
    erased: row.erased_at !== null,
    locale: row.locale,
    proposal: (await waitingProposal(db, Number(row.id))) ?? null,
  };
}

/**
 * Cancels a booking that still holds its unit (open or confirmed), storing the fee shown. Returns
 * false, changing nothing, when it no longer does (cancelled already, declined, expired, completed):
 * the same cancel twice changes it once.
 */
export async function cancelBooking(tx: Queryable, id: number, { fee, percent }: { fee: number; percent: number }, now: Date): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE quick_bookings SET status = 'cancelled', cancelled_at = $2, cancellation_fee = $3, cancellation_fee_percent = $4
      WHERE id = $1 AND status IN ('open', 'confirmed')`,
    [id, now.toISOString(), fee, percent],
  );
  return rowCount === 1;
}

/**
 * Moves a booking still holding its unit from `previous` to `current` (day, price and parts as
 * quoted), recording the change. Returns false, changing nothing, when the booking no longer holds
 * its unit or is no longer on `previous.date` (a change made meanwhile in another tab).
 */
export async function moveBooking(tx: Queryable, id: number, previous: PricedDay, current: PricedDay, now: Date): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE quick_bookings SET moving_date = $3::date, price = $4, price_parts = $5::jsonb
      WHERE id = $1 AND status IN ('open', 'confirmed') AND moving_date = $2::date`,
    [id, previous.date, current.date, current.price, JSON.stringify(current.priceParts)],
  );
  if (rowCount !== 1) return false;
  await tx.query(
    `INSERT INTO quick_booking_date_changes (quick_booking_id, previous_date, previous_price, previous_price_parts, new_date, new_price, new_price_parts, changed_at)
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
  request: EstimateRequest | ReservationReserveRequest;
  createdAt: string;
  contact: ContactPreference;
  /** The reservation's day; the estimate's last possible move day. */
  movingDate: string;
  leads: StoredLead[];
  /** Partner ids chosen after an estimate was sent (those chosen on the form are in the request). */
  laterPartnerIds: string[];
  erased: boolean;
}

const FORM_TABLES: Readonly<Record<MovingFormFlowId, { requests: string; leads: string; key: string; holdsUnit: string; confirmed: string; order: string }>> = {
  estimate: {
    requests: 'estimate_requests', leads: 'estimate_request_companies', key: 'estimate_request_id', holdsUnit: 'false',
    confirmed: 'NULL::date AS confirmed_date, NULL::text AS confirmed_time_frame', order: 'NOT c.gives_estimate, c.company_code',
  },
  reservation: {
    requests: 'reservation_requests', leads: 'reservation_request_companies', key: 'reservation_request_id', holdsUnit: 'c.holds_unit',
    confirmed: 'c.confirmed_date, c.confirmed_time_frame', order: 'c.company_code',
  },
};

interface FormRow {
  id: number | string;
  request_id: string;
  request: EstimateRequest | ReservationReserveRequest;
  created_at: Date | string;
  contact_method: ContactPreference['method'];
  contact_windows: ContactWindow[];
  moving_date: string;
  erased_at: Date | string | null;
}

/** An estimate request or a provisional reservation by its request id, with its companies in the order the confirmation listed them. */
export async function storedFormRequest(db: Queryable, flow: MovingFormFlowId, requestId: string, options: ReadOptions): Promise<StoredFormRequest | undefined> {
  const tables = FORM_TABLES[flow];
  const { rows } = await db.query<FormRow>(
    `SELECT id, request_id, request, created_at, contact_method, contact_windows, moving_date, erased_at
       FROM ${tables.requests} WHERE request_id = $1 ${forUpdate(options)}`,
    [requestId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const leads = await db.query<{
    company_code: string; price: number | null; price_parts: PricePart[] | null; status: LeadStatus; holds_unit: boolean;
    confirmed_date: string | null; confirmed_time_frame: ConfirmedTimeFrame | null;
  }>(
    `SELECT c.company_code, c.price, c.price_parts, c.status, ${tables.holdsUnit} AS holds_unit, ${tables.confirmed}
       FROM ${tables.leads} c WHERE c.${tables.key} = $1 ORDER BY ${tables.order}`,
    [row.id],
  );
  const later = flow === 'estimate'
    ? await db.query<{ alliance_ids: string[] }>('SELECT alliance_ids FROM alliance_requests WHERE request_id = $1 ORDER BY created_at, id', [requestId])
    : { rows: [] };
  return {
    id: Number(row.id),
    flow,
    requestId: row.request_id,
    request: row.request,
    createdAt: isoInstant(row.created_at),
    contact: { method: row.contact_method, windows: row.contact_windows },
    movingDate: row.moving_date,
    leads: leads.rows.map((lead) => ({
      companyCode: lead.company_code,
      price: lead.price,
      priceParts: lead.price_parts,
      status: lead.status,
      holdsUnit: lead.holds_unit,
      confirmed: lead.confirmed_date === null || lead.confirmed_time_frame === null ? null : { date: lead.confirmed_date, timeFrame: lead.confirmed_time_frame },
    })),
    laterPartnerIds: later.rows.flatMap((added) => added.alliance_ids),
    erased: row.erased_at !== null,
  };
}

/**
 * Withdraws the request's leads to `companyCodes` that are still live (open or confirmed), each
 * once; returns those it withdrew, with whether each held a unit of the company's day (a
 * reservation lead that took one, live until now: the caller gives it back in the same transaction). A lead withdrawn, declined or expired already is left as it is.
 */
export async function withdrawLeads(tx: Queryable, flow: MovingFormFlowId, requestRowId: number, companyCodes: readonly string[], now: Date): Promise<{ companyCode: string; heldUnit: boolean }[]> {
  const tables = FORM_TABLES[flow];
  const { rows } = await tx.query<{ company_code: string; held_unit: boolean }>(
    `UPDATE ${tables.leads} c SET status = 'withdrawn', withdrawn_at = $3
      WHERE c.${tables.key} = $1 AND c.company_code = ANY($2::text[]) AND c.status IN ('open', 'confirmed')
      RETURNING c.company_code, ${tables.holdsUnit} AS held_unit`,
    [requestRowId, companyCodes, now.toISOString()],
  );
  return rows.map((row) => ({ companyCode: row.company_code, heldUnit: row.held_unit }));
}
