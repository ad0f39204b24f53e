import type { Locale } from '../../../domain/i18n/locale.ts';
import type { Queryable } from '../../db/database.ts';
import type { PricePart } from '../../../domain/api/priceLines.ts';
import type { Slot } from '../../pricing/index.ts';
import { emailKey, telKey } from '../contact-keys.ts';

export interface NewQuickBooking {
  reservationId: string;
  companyCode: string;
  movingDate: string;
  slot: Slot;
  price: number;
  priceParts: readonly PricePart[];
  email: string;
  tel: string;
  /** ISO 8601 date-time until which the provisional booking holds. */
  expiresAt: string;
  /** The validated request as received, kept for the company. */
  request: unknown;
  createdAt: Date;
  /** The language the booking was made in, which the visitor's messages are written in. */
  locale: Locale;
}

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}

/**
 * Whether an e-mail or phone holds an active quick booking: one open or confirmed whose moving day
 * (`today` or later, 'yyyy-MM-dd') has not passed. The fast path; the unique indexes are the guard.
 */
export async function hasActiveQuickBooking(db: Queryable, email: string, tel: string, today: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM quick_bookings
      WHERE status IN ('open', 'confirmed') AND moving_date >= $3::date AND (email_key = $1 OR tel_key = $2) LIMIT 1`,
    [emailKey(email), telKey(tel), today],
  );
  return rows.length > 0;
}

/** Marks the visitor's bookings whose moving day is before `today` completed, freeing their e-mail and phone. */
export async function completePastQuickBookings(tx: Queryable, email: string, tel: string, today: string): Promise<void> {
  await tx.query(
    `UPDATE quick_bookings SET status = 'completed'
      WHERE status IN ('open', 'confirmed') AND moving_date < $3::date AND (email_key = $1 OR tel_key = $2)`,
    [emailKey(email), telKey(tel), today],
  );
}

/**
 * Stores a quick booking with the price and parts as quoted. Returns false, instead of throwing,
 * when the unique indexes on the normalised e-mail and phone of active bookings refuse it, which
 * is what a racing duplicate meets once the first booking commits. The caller's transaction is
 * aborted by then and must be rolled back.
 */
export async function insertQuickBooking(tx: Queryable, booking: NewQuickBooking): Promise<boolean> {
  try {
    await tx.query(
      `INSERT INTO quick_bookings (reservation_id, company_code, moving_date, desired_time, price, price_parts,
         customer_email, customer_tel, email_key, tel_key, expires_at, request, created_at, locale)
       VALUES ($1, $2, $3::date, $4, $5, $6::jsonb, $7, $8, $9, $10, $11, $12::jsonb, $13, $14)`,
      [
        booking.reservationId, booking.companyCode, booking.movingDate, booking.slot, booking.price,
        JSON.stringify(booking.priceParts), booking.email, booking.tel, emailKey(booking.email), telKey(booking.tel),
        booking.expiresAt, JSON.stringify(booking.request), booking.createdAt.toISOString(), booking.locale,
      ],
    );
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
