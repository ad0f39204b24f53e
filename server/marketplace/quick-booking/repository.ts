import type { Locale } from '../../../domain/i18n/locale.ts';
import type { Queryable } from '../../db/database.ts';
import type { PricePart } from '../../../domain/api/priceLines.ts';
import type { Slot } from '../../pricing/index.ts';
import type { RequestDetails } from '../../requests/request-details.ts';
import { insertRequest, isUniqueViolation } from '../../requests/request-repository.ts';
import { emailKey, telKey } from '../contact-keys.ts';

export interface NewQuickBooking {
  reservationId: string;
  companyCode: string;
  movingDate: string;
  slot: Slot;
  price: number;
  priceParts: readonly PricePart[];
  /** The booking in our own names, kept for the company and the visitor's page. */
  details: RequestDetails;
  /** Until when the provisional booking holds, unanswered. */
  expiresAt: Date;
  createdAt: Date;
  /** The language the booking was made in, which the visitor's messages are written in. */
  locale: Locale;
}

/**
 * Whether an e-mail or phone holds a live booking: one whose lead is open or confirmed and whose
 * moving day (`today` or later, 'yyyy-MM-dd') has not passed. The fast path; the unique indexes are the guard.
 */
export async function hasLiveBooking(db: Queryable, email: string, tel: string, today: string): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM requests WHERE holds_contact AND moving_date >= $3::date AND (email_key = $1 OR tel_key = $2) LIMIT 1',
    [emailKey(email), telKey(tel), today],
  );
  return rows.length > 0;
}

/**
 * Stores a quick booking with the price and parts as quoted, holding its visitor's contact and a
 * unit of the company's day. Returns false, instead of throwing, when the unique indexes on the
 * contact of live bookings refuse it, which is what a racing duplicate meets once the first booking
 * commits. The caller's transaction is aborted by then and must be rolled back.
 */
export async function insertQuickBooking(tx: Queryable, booking: NewQuickBooking): Promise<boolean> {
  try {
    await insertRequest(
      tx,
      {
        flow: 'quickBooking', reference: booking.reservationId, locale: booking.locale, ...booking.details, movingDate: booking.movingDate, slot: booking.slot, holdsContact: true, createdAt: booking.createdAt,
      },
      [{ companyCode: booking.companyCode, price: booking.price, priceParts: booking.priceParts, holdsUnit: true, answerBy: booking.expiresAt }],
    );
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
