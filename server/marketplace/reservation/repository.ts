import type { PricePart } from '../../../domain/api/priceLines.ts';
import type { ReservationReserveResponse } from '../../../domain/api/reservation.ts';
import type { Queryable } from '../../db/database.ts';
import { emailKey, telKey } from '../contact-keys.ts';
import type { DeliveredCompany, NewMovingRequest } from '../moving-request.ts';

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
    `INSERT INTO reservation_requests (request_id, email_key, tel_key, moving_date, request, contact_method, contact_windows, created_at,
       fingerprint, response, answer_by, locale)
     VALUES ($1, $2, $3, $4::date, $5::jsonb, $6, $7::text[], $8, $9, $10::jsonb, $11, $12) RETURNING id`,
    [
      request.requestId, emailKey(request.email), telKey(request.tel), request.preferredDate, JSON.stringify(request.request),
      request.contact.method, request.contact.windows, request.createdAt.toISOString(), request.fingerprint, JSON.stringify(request.response),
      request.answerBy.toISOString(), request.locale,
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
