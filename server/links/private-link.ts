import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

/** Who a private link is for: the visitor who made a request, or one company it went to. */
export type LinkAudience = 'visitor' | 'company';
export type LinkFlow = 'estimate' | 'reservation' | 'quickBooking';

/** What a private link opens: a request (visitor) or one company's lead of it (company). */
export interface LinkSubject {
  audience: LinkAudience;
  flow: LinkFlow;
  /** The request's or booking's public id. */
  reference: string;
  /** The company whose lead it is; null for a visitor link. */
  companyCode: string | null;
}

/** 256 random bits, URL-safe: 43 characters. */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The one form a token is kept in: its SHA-256, hex. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Makes a private link for `subject`, valid until `expiresAt`, inside the caller's transaction
 * (the link exists exactly when the request and the message carrying it do). Returns the token,
 * which is kept nowhere but in that message: the table holds its hash only.
 */
export async function createPrivateLink(tx: Queryable, subject: LinkSubject, { now, expiresAt }: { now: Date; expiresAt: Date }): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await tx.query(
    `INSERT INTO private_links (token_hash, audience, flow, reference, company_code, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [tokenHash(token), subject.audience, subject.flow, subject.reference, subject.companyCode, now.toISOString(), expiresAt.toISOString()],
  );
  return token;
}

/**
 * What a token opens at `now`, or null — the same null for a malformed token, an unknown one, an
 * expired one and a revoked one, so an answer built on it reveals nothing about which.
 */
export async function openPrivateLink(db: Queryable, token: string, now: Date): Promise<LinkSubject | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const { rows } = await db.query<{ audience: LinkAudience; flow: LinkFlow; reference: string; company_code: string | null }>(
    `SELECT audience, flow, reference, company_code FROM private_links
      WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2`,
    [tokenHash(token), now.toISOString()],
  );
  const row = rows[0];
  return row ? { audience: row.audience, flow: row.flow, reference: row.reference, companyCode: row.company_code } : null;
}

/**
 * Revokes the links of a request (every audience), or only one company's when `companyCode` is
 * given; returns how many were still valid.
 */
export async function revokePrivateLinks(tx: Queryable, { reference, companyCode }: { reference: string; companyCode?: string }, now: Date): Promise<number> {
  const { rowCount } = await tx.query(
    `UPDATE private_links SET revoked_at = $3
      WHERE reference = $1 AND ($2::text IS NULL OR company_code = $2) AND revoked_at IS NULL`,
    [reference, companyCode ?? null, now.toISOString()],
  );
  return rowCount;
}
