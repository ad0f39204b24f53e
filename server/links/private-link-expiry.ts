import type { Queryable } from '../db/database.ts';
import type { LinkAudience } from './private-link.ts';

/**
 * Sets the end of a request's links of one audience still valid at `now` to `expiresAt`, in the
 * caller's transaction: its move day changed, and with it the day its personal data is erased (the
 * visitor's links) or the day its lead ends (the company's). Links already expired or revoked stay so.
 */
export async function rescheduleLinks(tx: Queryable, reference: string, audience: LinkAudience, expiresAt: Date, now: Date): Promise<number> {
  const { rowCount } = await tx.query(
    `UPDATE private_links SET expires_at = $3
      WHERE reference = $1 AND audience = $2 AND revoked_at IS NULL AND expires_at > $4`,
    [reference, audience, expiresAt.toISOString(), now.toISOString()],
  );
  return rowCount;
}
