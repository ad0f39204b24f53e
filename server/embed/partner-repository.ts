import { EMBED_CLOCK_WINDOW_MS } from '../../domain/embed/index.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { PartnerKey } from './page-grant.ts';

/** A site that embeds the estimate form (the `partners` table). */
export interface Partner {
  id: string;
  displayName: string;
  /** Page origins allowed to frame the form and to receive its messages. */
  allowedOrigins: string[];
  enabled: boolean;
}

/** A partner with every key version it has had, newest first. */
export interface PartnerWithKeys extends Partner {
  keys: PartnerKey[];
}

interface PartnerKeyRow {
  id: string;
  display_name: string;
  allowed_origins: string[];
  enabled: boolean;
  version: number;
  secret: string;
  valid_until: Date | null;
}

/** The partner with its keys, or undefined when no such partner is registered. */
export async function findPartner(db: Queryable, id: string): Promise<PartnerWithKeys | undefined> {
  const { rows } = await db.query<PartnerKeyRow>(
    `SELECT p.id, p.display_name, p.allowed_origins, p.enabled, k.version, k.secret, k.valid_until
       FROM partners p JOIN partner_keys k ON k.partner_id = p.id
      WHERE p.id = $1
      ORDER BY k.version DESC`,
    [id],
  );
  return partnersOf(rows)[0];
}

/** Every partner with its keys, by id. */
export async function listPartners(db: Queryable): Promise<PartnerWithKeys[]> {
  const { rows } = await db.query<PartnerKeyRow>(
    `SELECT p.id, p.display_name, p.allowed_origins, p.enabled, k.version, k.secret, k.valid_until
       FROM partners p JOIN partner_keys k ON k.partner_id = p.id
      ORDER BY p.id, k.version DESC`,
  );
  return partnersOf(rows);
}

function partnersOf(rows: PartnerKeyRow[]): PartnerWithKeys[] {
  const partners = new Map<string, PartnerWithKeys>();
  for (const row of rows) {
    let partner = partners.get(row.id);
    if (!partner) {
      partner = { id: row.id, displayName: row.display_name, allowedOrigins: row.allowed_origins, enabled: row.enabled, keys: [] };
      partners.set(row.id, partner);
    }
    partner.keys.push({ version: row.version, secret: row.secret, validUntil: row.valid_until === null ? null : new Date(row.valid_until) });
  }
  return [...partners.values()];
}

/** Registers a partner with its first key (version 1); false when the id is taken. */
export async function insertPartner(db: Database, partner: Omit<Partner, 'enabled'>, secret: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx.query(
      `INSERT INTO partners (id, display_name, allowed_origins, created_at, updated_at) VALUES ($1, $2, $3::text[], $4, $4)
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      [partner.id, partner.displayName, partner.allowedOrigins, now.toISOString()],
    );
    if (inserted.rowCount === 0) return false;
    await tx.query('INSERT INTO partner_keys (partner_id, version, secret, created_at) VALUES ($1, 1, $2, $3)', [partner.id, secret, now.toISOString()]);
    return true;
  });
}

/**
 * Makes `secret` the partner's current key under the next version number. Every older key stays
 * valid until `graceEndsAt` at the latest (one already ending sooner keeps its earlier end), so
 * pages rendered before the rotation keep working through the grace period, and a grace period
 * of zero ends them all at once. Returns the new version, or undefined for an unknown partner.
 */
export async function rotatePartnerKey(db: Database, id: string, secret: string, graceEndsAt: Date, now: Date): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const locked = await tx.query('SELECT 1 FROM partners WHERE id = $1 FOR UPDATE', [id]);
    if (locked.rowCount === 0) return undefined;
    await tx.query(
      `UPDATE partner_keys SET valid_until = LEAST(COALESCE(valid_until, $2::timestamptz), $2::timestamptz) WHERE partner_id = $1`,
      [id, graceEndsAt.toISOString()],
    );
    const next = await tx.query<{ version: number }>(
      `INSERT INTO partner_keys (partner_id, version, secret, created_at)
       SELECT $1, max(version) + 1, $2, $3 FROM partner_keys WHERE partner_id = $1
       RETURNING version`,
      [id, secret, now.toISOString()],
    );
    await tx.query('UPDATE partners SET updated_at = $2 WHERE id = $1', [id, now.toISOString()]);
    return next.rows[0]!.version;
  });
}

/**
 * Whether the partner is enabled, read in the caller's transaction with a share lock on its row:
 * a `disable` (an UPDATE of that row) waits until the transaction ends, and a transaction reading
 * after a `disable` committed sees it. So no write stored with this check is a disabled partner's.
 */
export async function lockEnabledPartner(tx: Queryable, id: string): Promise<boolean> {
  const { rows } = await tx.query<{ enabled: boolean }>('SELECT enabled FROM partners WHERE id = $1 FOR SHARE', [id]);
  return rows[0]?.enabled === true;
}

/** Enables or disables a partner; false for an unknown id. */
export async function setPartnerEnabled(db: Queryable, id: string, enabled: boolean, now: Date): Promise<boolean> {
  const result = await db.query('UPDATE partners SET enabled = $2, updated_at = $3 WHERE id = $1', [id, enabled, now.toISOString()]);
  return result.rowCount > 0;
}

/**
 * How long a proof is kept: a write timestamped t is accepted only while the clock is within
 * t ± the window, so a proof recorded then can match an acceptable copy for at most twice the
 * window; a third window is the margin for clocks of several instances.
 */
const PROOF_RETENTION_MS = 3 * EMBED_CLOCK_WINDOW_MS;

/**
 * Records the proof of an accepted signed write; false when the same (page nonce, request nonce)
 * was recorded before, i.e. the write is a replay. The insert is a single statement on a primary
 * key, so of two copies arriving at once on any number of instances exactly one is recorded.
 */
export async function recordRequestProof(
  db: Queryable,
  proof: { pageNonce: string; requestNonce: string; partner: string },
  now: Date,
): Promise<boolean> {
  await db.query('DELETE FROM embed_request_proofs WHERE used_at < $1', [new Date(now.getTime() - PROOF_RETENTION_MS).toISOString()]);
  const inserted = await db.query(
    `INSERT INTO embed_request_proofs (page_nonce, request_nonce, partner_id, used_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING 1`,
    [proof.pageNonce, proof.requestNonce, proof.partner, now.toISOString()],
  );
  return inserted.rowCount > 0;
}
