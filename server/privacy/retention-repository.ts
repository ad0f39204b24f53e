import type { Queryable } from '../db/database.ts';

/** Keys of a stored estimate or reservation request that hold personal data, or free text that may. */
const FORM_PERSONAL_KEYS = ['shimei', 'shimeiKana', 'email', 'tel1', 'fromHouseNumber', 'toHouseNumber', 'toTownArea', 'etcYobo', 'etcNimotsu'];
/** Keys of a stored quick booking that hold personal data, or free text that may. */
const QUICK_PERSONAL_KEYS = ['customerName', 'customerNameKana', 'customerEmail', 'customerTel', 'fromDetailAddress', 'toDetailAddress', 'etcBaggages'];

/** How many rows of each kind one pass erased or deleted. */
export interface ErasedCounts {
  estimates: number;
  reservations: number;
  quickBookings: number;
  messages: number;
  idempotencyKeys: number;
  rateLimits: number;
}

/**
 * Erases, in place, the personal data of every request and booking whose move day is before
 * `cutoff` ('yyyy-MM-dd'): names, readings, e-mail, phone, house numbers, town area, detail
 * addresses and free text. Everything else stays (companies, prices and their parts, dates, areas,
 * belongings, statuses), so counts and accounts still add up. The contact keys become values no
 * visitor's e-mail or phone can match. The messages about those requests lose their addresses and
 * bodies (subjects name only the reference). Each row is erased once (`erased_at`).
 */
export async function erasePersonalDataBefore(tx: Queryable, cutoff: string, now: Date): Promise<Omit<ErasedCounts, 'idempotencyKeys' | 'rateLimits'>> {
  const at = now.toISOString();
  const estimates = await tx.query<{ request_id: string }>(
    `UPDATE estimate_requests SET request = request - $3::text[], email_key = 'erased:' || id, tel_key = 'erased:' || id, erased_at = $2
      WHERE erased_at IS NULL AND move_date < $1::date RETURNING request_id`,
    [cutoff, at, FORM_PERSONAL_KEYS],
  );
  const reservations = await tx.query<{ request_id: string }>(
    `UPDATE reservation_requests SET request = request - $3::text[], email_key = 'erased:' || id, tel_key = 'erased:' || id, erased_at = $2
      WHERE erased_at IS NULL AND preferred_date < $1::date RETURNING request_id`,
    [cutoff, at, FORM_PERSONAL_KEYS],
  );
  const quickBookings = await tx.query<{ reservation_id: string }>(
    `UPDATE quick_bookings SET request = request - $3::text[], customer_email = '', customer_tel = '',
            email_key = 'erased:' || id, tel_key = 'erased:' || id, erased_at = $2
      WHERE erased_at IS NULL AND move_date < $1::date RETURNING reservation_id`,
    [cutoff, at, QUICK_PERSONAL_KEYS],
  );
  const references = [...estimates.rows.map((row) => row.request_id), ...reservations.rows.map((row) => row.request_id), ...quickBookings.rows.map((row) => row.reservation_id)];
  const messages = references.length === 0 ? { rowCount: 0 } : await tx.query(
    `UPDATE outbox_messages SET recipient = '', reply_to = NULL, text_body = '', html_body = '', last_error = NULL, erased_at = $2
      WHERE reference = ANY($1::text[]) AND erased_at IS NULL AND status <> 'pending'`,
    [references, at],
  );
  return { estimates: estimates.rowCount, reservations: reservations.rowCount, quickBookings: quickBookings.rowCount, messages: messages.rowCount };
}

/** Idempotency records past their 24 hours, which can never answer again. */
export async function deleteExpiredIdempotencyKeys(tx: Queryable, now: Date): Promise<number> {
  const { rowCount } = await tx.query("DELETE FROM idempotency_keys WHERE created_at < $1::timestamptz - interval '24 hours'", [now.toISOString()]);
  return rowCount;
}

/** Rate-limit counters whose window has ended (the limiter's own `expire`, epoch milliseconds). */
export async function deleteExpiredRateLimits(tx: Queryable, now: Date): Promise<number> {
  const { rowCount } = await tx.query('DELETE FROM rate_limits WHERE expire IS NOT NULL AND expire < $1', [now.getTime()]);
  return rowCount;
}
