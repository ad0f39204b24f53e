import type { Queryable } from '../db/database.ts';
import { dropAbandonedErasedMessages, erasedRequestsWithMessagesLeft, settleMessagesOfErasedRequests } from '../delivery/erased-request-messages.ts';

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
 * Whose personal data to erase: every request and booking whose moving date is before `movingDateBefore`
 * ('yyyy-MM-dd', the retention rule), or the one request or booking `reference` names (the
 * visitor's "erase my data now").
 */
export type ErasureScope = { movingDateBefore: string } | { reference: string };

/** The three kinds of request, each with its public id column and what erasing it clears (each keeps its moving date in moving_date). */
const ERASABLE_TABLES = [
  { count: 'estimates', table: 'estimate_requests', id: 'request_id', keys: FORM_PERSONAL_KEYS, columns: '' },
  { count: 'reservations', table: 'reservation_requests', id: 'request_id', keys: FORM_PERSONAL_KEYS, columns: '' },
  { count: 'quickBookings', table: 'quick_bookings', id: 'reservation_id', keys: QUICK_PERSONAL_KEYS, columns: "customer_email = '', customer_tel = ''," },
] as const;

/**
 * Erases, in place, the personal data of the requests and bookings in `scope`: names, readings,
 * e-mail, phone, house numbers, town area, detail addresses and free text. Everything else stays
 * (companies, prices and their parts, dates, areas, belongings, statuses), so counts and accounts
 * still add up. The contact keys become values no visitor's e-mail or phone can match. No message
 * about those requests carries their data afterwards (`settleMessagesOfErasedRequests`: sent ones
 * lose their addresses and bodies, waiting ones are dropped, ones in flight are settled when their
 * send ends). The retention pass also comes back to requests erased before, whose messages written
 * or left since are settled the same way. Each row is erased once (`erased_at`).
 */
export async function erasePersonalData(tx: Queryable, scope: ErasureScope, now: Date): Promise<Omit<ErasedCounts, 'idempotencyKeys' | 'rateLimits'>> {
  const at = now.toISOString();
  const counts = { estimates: 0, reservations: 0, quickBookings: 0, messages: 0 };
  const references: string[] = [];
  for (const kind of ERASABLE_TABLES) {
    const chosen = 'reference' in scope ? `${kind.id} = $1` : 'moving_date < $1::date';
    const { rows, rowCount } = await tx.query<{ reference: string }>(
      `UPDATE ${kind.table} SET request = request - $3::text[], ${kind.columns}
              email_key = 'erased:' || id, tel_key = 'erased:' || id, erased_at = $2
        WHERE erased_at IS NULL AND ${chosen} RETURNING ${kind.id} AS reference`,
      ['reference' in scope ? scope.reference : scope.movingDateBefore, at, kind.keys],
    );
    counts[kind.count] = rowCount;
    references.push(...rows.map((row) => row.reference));
  }
  if ('movingDateBefore' in scope) {
    references.push(...(await erasedRequestsWithMessagesLeft(tx)));
    counts.messages += await dropAbandonedErasedMessages(tx, now);
  }
  counts.messages += await settleMessagesOfErasedRequests(tx, [...new Set(references)], now);
  return counts;
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
