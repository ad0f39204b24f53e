import type { AbPatterns } from '../../domain/abTests/index.ts';
import type { AlliancesRequest, EstimateRequest } from '../../domain/api/estimate.ts';
import type { PricePart } from '../../domain/api/priceLines.ts';
import type { ReservationReserveResponse } from '../../domain/api/reservation.ts';
import type { ContactPreference, ContactWindow } from '../../domain/options/contactPreference.ts';
import type { Queryable } from '../db/database.ts';
import { emailKey, telKey } from './contact-keys.ts';
import type { DeliveredCompany, NewMovingRequest } from './moving-request.ts';

/**
 * Stores an estimate request (every chosen code, the visit's A/B patterns in their own column so
 * results can be counted per pattern, the partner it came through) and the companies it was
 * delivered to, each flagged whether it quotes the request.
 */
export async function insertEstimateRequest(
  tx: Queryable,
  request: NewMovingRequest & {
    chosenCodes: readonly string[];
    abPatterns: AbPatterns;
    /** The partner whose embedded form sent it; null from our own pages. */
    partnerId: string | null;
    /** The last day the move can be ('yyyy-MM-dd'), which the retention of its personal data counts from. */
    moveDate: string;
  },
  delivered: readonly (DeliveredCompany & { givesEstimate: boolean })[],
): Promise<void> {
  const stored = await tx.query<{ id: number }>(
    `INSERT INTO estimate_requests (request_id, email_key, tel_key, company_codes, request, contact_method, contact_windows, ab_patterns, created_at, partner_id,
       move_date)
     VALUES ($1, $2, $3, $4::text[], $5::jsonb, $6, $7::text[], $8::jsonb, $9, $10, $11::date) RETURNING id`,
    [
      request.requestId, emailKey(request.email), telKey(request.tel), request.chosenCodes, JSON.stringify(request.request),
      request.contact.method, request.contact.windows, JSON.stringify(request.abPatterns), request.createdAt.toISOString(), request.partnerId,
      request.moveDate,
    ],
  );
  for (const company of delivered) {
    await tx.query(
      `INSERT INTO estimate_request_companies (estimate_request_id, company_code, gives_estimate, price, price_parts)
       VALUES ($1, $2, $3, $4, $5::jsonb)`,
      [stored.rows[0]!.id, company.companyCode, company.givesEstimate, company.price, jsonOrNull(company.priceParts)],
    );
  }
}

/**
 * Stores a provisional reservation and the companies that took it, each at the price it was listed
 * at and holding the unit of its day it took; with the request's fingerprint and answer, so that the
 * same request sent again is answered as the first (`recentReservationAnswer`).
 */
export async function insertReservationRequest(
  tx: Queryable,
  request: NewMovingRequest & { preferredDate: string; fingerprint: string; response: ReservationReserveResponse; answerBy: Date },
  accepted: readonly (DeliveredCompany & { price: number; priceParts: readonly PricePart[] })[],
): Promise<void> {
  const stored = await tx.query<{ id: number }>(
    `INSERT INTO reservation_requests (request_id, email_key, tel_key, preferred_date, request, contact_method, contact_windows, created_at,
       fingerprint, response, answer_by)
     VALUES ($1, $2, $3, $4::date, $5::jsonb, $6, $7::text[], $8, $9, $10::jsonb, $11) RETURNING id`,
    [
      request.requestId, emailKey(request.email), telKey(request.tel), request.preferredDate, JSON.stringify(request.request),
      request.contact.method, request.contact.windows, request.createdAt.toISOString(), request.fingerprint, JSON.stringify(request.response),
      request.answerBy.toISOString(),
    ],
  );
  for (const company of accepted) {
    await tx.query(
      `INSERT INTO reservation_request_companies (reservation_request_id, company_code, price, price_parts, holds_unit)
       VALUES ($1, $2, $3, $4::jsonb, true)`,
      [stored.rows[0]!.id, company.companyCode, company.price, JSON.stringify(company.priceParts)],
    );
  }
}

/**
 * The answer of a reservation with this fingerprint stored since `since`, if any. The caller holds
 * the fingerprint's lock (`lockReservationFingerprint`), so a repeat racing the first waits for it
 * and then finds it.
 */
export async function recentReservationAnswer(tx: Queryable, fingerprint: string, since: Date): Promise<ReservationReserveResponse | undefined> {
  const { rows } = await tx.query<{ response: ReservationReserveResponse }>(
    `SELECT response FROM reservation_requests WHERE fingerprint = $1 AND created_at >= $2 AND response IS NOT NULL
      ORDER BY created_at DESC LIMIT 1`,
    [fingerprint, since.toISOString()],
  );
  return rows[0]?.response;
}

/** Serialises reservations with one fingerprint, on one instance or several, until the transaction ends. */
export async function lockReservationFingerprint(tx: Queryable, fingerprint: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 72401003))', [fingerprint]);
}

/** The estimate request stored under a request id, as it was received; undefined for an unknown id or one whose personal data is erased. */
export async function storedEstimateRequest(db: Queryable, requestId: string): Promise<EstimateRequest | undefined> {
  const { rows } = await db.query<{ request: EstimateRequest }>('SELECT request FROM estimate_requests WHERE request_id = $1 AND erased_at IS NULL', [requestId]);
  return rows[0]?.request;
}

/** Stores partners chosen on the page after an estimate, against its request id. */
export async function insertAlliancesRequest(tx: Queryable, request: AlliancesRequest, createdAt: Date): Promise<void> {
  await tx.query(
    'INSERT INTO alliance_requests (request_id, alliance_ids, request, created_at) VALUES ($1, $2::text[], $3::jsonb, $4)',
    [request.requestId, request.alliance, JSON.stringify(request), createdAt.toISOString()],
  );
}

function jsonOrNull(value: unknown): string | null {
  return value === null ? null : JSON.stringify(value);
}

/** What a company receives of one request it was chosen for. */
export interface CompanyLead {
  flow: 'estimate' | 'reservation';
  requestId: string;
  /** ISO 8601 date-time the request was made. */
  createdAt: string;
  customerName: string;
  email: string;
  /** The phone number, only when the visitor chose to be phoned; null for e-mail only. */
  tel: string | null;
  contact: ContactPreference;
  price: number | null;
  priceParts: PricePart[] | null;
}

interface LeadRow {
  flow: 'estimate' | 'reservation';
  request_id: string;
  created_at: Date | string;
  customer_name: string;
  email: string;
  tel: string | null;
  contact_method: ContactPreference['method'];
  contact_windows: ContactWindow[];
  price: number | null;
  price_parts: PricePart[] | null;
}

/**
 * The requests delivered to a company, newest first, each with how the visitor wants to be
 * contacted. Read through the `company_leads` view, which withholds the phone number of a visitor
 * who chose e-mail only.
 */
export async function leadsForCompany(db: Queryable, companyCode: string): Promise<CompanyLead[]> {
  const { rows } = await db.query<LeadRow>(
    `SELECT flow, request_id, created_at, customer_name, email, tel, contact_method, contact_windows, price, price_parts
       FROM company_leads WHERE company_code = $1 ORDER BY created_at DESC, request_id`,
    [companyCode],
  );
  return rows.map((row) => ({
    flow: row.flow,
    requestId: row.request_id,
    createdAt: new Date(row.created_at).toISOString(),
    customerName: row.customer_name,
    email: row.email,
    tel: row.tel,
    contact: { method: row.contact_method, windows: row.contact_windows },
    price: row.price,
    priceParts: row.price_parts,
  }));
}
