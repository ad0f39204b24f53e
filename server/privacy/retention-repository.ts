import type { FlowId } from '../../domain/flows/flows.ts';
import type { Queryable } from '../db/database.ts';
import { PERSONAL_COLUMNS } from '../requests/personal-data.ts';
import { dropAbandonedErasedMessages, erasedRequestsWithMessagesLeft, settleMessagesOfErasedRequests } from '../delivery/erased-request-messages.ts';

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

/** The requests the retention rule reaches: moved before the cutoff ($1). */
const MOVED_BEFORE = 'moving_date < $1::date';

/** Which count each flow's erased requests add to (a record keyed by flow, so a new flow is a type error here until it has one). */
const ERASED_COUNT: Readonly<Record<FlowId, 'estimates' | 'reservations' | 'quickBookings'>> = {
  estimate: 'estimates',
  reservation: 'reservations',
  quickBooking: 'quickBookings',
};

/**
 * Erases, in place, the personal data of the requests and bookings in `scope`: their personal data
 * columns (names, readings, e-mail, phone, house numbers, town area, detail addresses, free text). Everything else stays
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
  const chosen = 'reference' in scope ? 'reference = $1' : MOVED_BEFORE;
  const { rows } = await tx.query<{ flow: FlowId; reference: string }>(
    `UPDATE requests SET ${Object.values(PERSONAL_COLUMNS).map((column) => `${column} = NULL`).join(', ')},
            email_key = 'erased:' || id, tel_key = 'erased:' || id, erased_at = $2
      WHERE erased_at IS NULL AND ${chosen} RETURNING flow, reference`,
    ['reference' in scope ? scope.reference : scope.movingDateBefore, at],
  );
  for (const row of rows) counts[ERASED_COUNT[row.flow]] += 1;
  const references = rows.map((row) => row.reference);
  if ('movingDateBefore' in scope) {
    references.push(...(await erasedRequestsWithMessagesLeft(tx)));
    counts.messages += await dropAbandonedErasedMessages(tx, now);
  }
  counts.messages += await settleMessagesOfErasedRequests(tx, [...new Set(references)], now);
  return counts;
}

/** The requests whose personal data the retention rule erases now: not erased yet, moved before `movingDateBefore`. */
export async function requestsPastRetention(tx: Queryable, movingDateBefore: string): Promise<string[]> {
  const { rows } = await tx.query<{ reference: string }>(`SELECT reference FROM requests WHERE erased_at IS NULL AND ${MOVED_BEFORE}`, [movingDateBefore]);
  return rows.map((row) => row.reference);
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
