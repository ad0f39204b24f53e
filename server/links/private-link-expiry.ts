import type { Queryable } from '../db/database.ts';

/**
 * Sets the end of a request's visitor links still valid at `now` to `expiresAt`, in the caller's
 * transaction: its move day changed, and with it the day its personal data (all the page shows) is
 * erased. Links already expired or revoked stay so.
 */
export async function rescheduleVisitorLinks(tx: Queryable, reference: string, expiresAt: Date, now: Date): Promise<number> {
  const { rowCount } = await tx.query(
    `UPDATE private_links SET expires_at = $2
      WHERE reference = $1 AND audience = 'visitor' AND revoked_at IS NULL AND expires_at > $3`,
    [reference, expiresAt.toISOString(), now.toISOString()],
  );
  return rowCount;
}
