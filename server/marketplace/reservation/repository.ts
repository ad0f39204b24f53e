import type { PricePart } from '../../../domain/api/priceLines.ts';
import type { ReservationReserveResponse } from '../../../domain/api/reservation.ts';
import type { Queryable } from '../../db/database.ts';
import { insertRequest } from '../../requests/request-repository.ts';
import type { DeliveredCompany, NewMovingRequest } from '../moving-request.ts';

/**
 * Stores a provisional reservation and a lead for each company that took it, each at the price it
 * was listed at, holding the unit of its day it took and open until the answer deadline; with the
 * request's fingerprint and answer, so that the same request sent again is answered as the first
 * (`recentReservationAnswer`).
 */
export async function insertReservationRequest(
  tx: Queryable,
  request: NewMovingRequest & { preferredDate: string; fingerprint: string; response: ReservationReserveResponse; answerBy: Date },
  accepted: readonly (DeliveredCompany & { price: number; priceParts: readonly PricePart[] })[],
): Promise<void> {
  await insertRequest(
    tx,
    {
      flow: 'reservation', reference: request.requestId, locale: request.locale, ...request.details, movingDate: request.preferredDate, fingerprint: request.fingerprint, response: request.response, createdAt: request.createdAt,
    },
    accepted.map((company) => ({ companyCode: company.companyCode, price: company.price, priceParts: company.priceParts, holdsUnit: true, answerBy: request.answerBy })),
  );
}

/**
 * The answer of a reservation with this fingerprint stored since `since`, if any. The caller holds
 * the fingerprint's lock (`lockReservationFingerprint`), so a repeat racing the first waits for it
 * and then finds it.
 */
export async function recentReservationAnswer(tx: Queryable, fingerprint: string, since: Date): Promise<ReservationReserveResponse | undefined> {
  const { rows } = await tx.query<{ response: ReservationReserveResponse }>(
    `SELECT response FROM requests WHERE fingerprint = $1 AND created_at >= $2 AND response IS NOT NULL
      ORDER BY created_at DESC LIMIT 1`,
    [fingerprint, since.toISOString()],
  );
  return rows[0]?.response;
}

/** Serialises reservations with one fingerprint, on one instance or several, until the transaction ends. */
export async function lockReservationFingerprint(tx: Queryable, fingerprint: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 72401003))', [fingerprint]);
}
