import type { Queryable } from '../db/database.ts';
import type { FlowId } from '../../domain/flows/flows.ts';
import type { LinkAudience, LinkSubject } from './link-subject.ts';

/** Stores a link by its token's hash (never the token), inside the caller's transaction. */
export async function insertPrivateLink(tx: Queryable, tokenHash: string, subject: LinkSubject, { now, expiresAt }: { now: Date; expiresAt: Date }): Promise<void> {
  await tx.query(
    `INSERT INTO private_links (token_hash, audience, flow, reference, company_code, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [tokenHash, subject.audience, subject.flow, subject.reference, subject.companyCode, now.toISOString(), expiresAt.toISOString()],
  );
}

/** What the link with this token hash opens at `now`: undefined when there is none, or it expired or was revoked. */
export async function validLinkSubject(db: Queryable, tokenHash: string, now: Date): Promise<LinkSubject | undefined> {
  const { rows } = await db.query<{ audience: LinkAudience; flow: FlowId; reference: string; company_code: string | null }>(
    `SELECT audience, flow, reference, company_code FROM private_links
      WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2`,
    [tokenHash, now.toISOString()],
  );
  const row = rows[0];
  return row && { audience: row.audience, flow: row.flow, reference: row.reference, companyCode: row.company_code };
}

/**
 * Revokes the links of a request (every audience), or only one company's when `companyCode` is
 * given, in the caller's transaction; returns how many were still valid.
 */
export async function revokePrivateLinks(tx: Queryable, { reference, companyCode }: { reference: string; companyCode?: string }, now: Date): Promise<number> {
  const { rowCount } = await tx.query(
    `UPDATE private_links SET revoked_at = $3
      WHERE reference = $1 AND ($2::text IS NULL OR company_code = $2) AND revoked_at IS NULL`,
    [reference, companyCode ?? null, now.toISOString()],
  );
  return rowCount;
}

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
