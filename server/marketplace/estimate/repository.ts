import type { AbPatterns } from '../../../domain/abTests/index.ts';
import type { AlliancesRequest, EstimateRequest } from '../../../domain/api/estimate.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';
import type { Queryable } from '../../db/database.ts';
import { emailKey, telKey } from '../contact-keys.ts';
import type { DeliveredCompany, NewMovingRequest } from '../moving-request.ts';

/**
 * Stores an estimate request (every chosen code, the visit's A/B patterns in their own column so
 * results can be counted per pattern, the partner it came through) and the companies it was
 * delivered to, each flagged whether it quotes the request.
 */
export async function insertEstimateRequest(
  tx: Queryable,
  request: NewMovingRequest & {
    chosenCodes: readonly string[];
    abPatterns: AbPatterns;
    /** The partner whose embedded form sent it; null from our own pages. */
    partnerId: string | null;
    /** The last day the move can be ('yyyy-MM-dd'), which the retention of its personal data counts from. */
    movingDate: string;
  },
  delivered: readonly (DeliveredCompany & { givesEstimate: boolean })[],
): Promise<void> {
  const stored = await tx.query<{ id: number }>(
    `INSERT INTO estimate_requests (request_id, email_key, tel_key, company_codes, request, contact_method, contact_windows, ab_patterns, created_at, partner_id,
       moving_date, locale)
     VALUES ($1, $2, $3, $4::text[], $5::jsonb, $6, $7::text[], $8::jsonb, $9, $10, $11::date, $12) RETURNING id`,
    [
      request.requestId, emailKey(request.email), telKey(request.tel), request.chosenCodes, JSON.stringify(request.request),
      request.contact.method, request.contact.windows, JSON.stringify(request.abPatterns), request.createdAt.toISOString(), request.partnerId,
      request.movingDate, request.locale,
    ],
  );
  for (const company of delivered) {
    await tx.query(
      `INSERT INTO estimate_request_companies (estimate_request_id, company_code, gives_estimate, price, price_parts)
       VALUES ($1, $2, $3, $4, $5::jsonb)`,
      [stored.rows[0]!.id, company.companyCode, company.givesEstimate, company.price, jsonOrNull(company.priceParts)],
    );
  }
}

/**
 * The estimate request stored under a request id, as it was received, with the language it was made
 * in; undefined for an unknown id or one whose personal data is erased.
 */
export async function storedEstimateRequest(db: Queryable, requestId: string): Promise<{ request: EstimateRequest; locale: Locale } | undefined> {
  const { rows } = await db.query<{ request: EstimateRequest; locale: Locale }>(
    'SELECT request, locale FROM estimate_requests WHERE request_id = $1 AND erased_at IS NULL',
    [requestId],
  );
  return rows[0];
}

/** Stores partners chosen on the page after an estimate, against its request id (without its capability, which is kept nowhere). */
export async function insertAlliancesRequest(tx: Queryable, { allianceToken: _capability, ...request }: AlliancesRequest, createdAt: Date): Promise<void> {
  await tx.query(
    'INSERT INTO alliance_requests (request_id, alliance_ids, request, created_at) VALUES ($1, $2::text[], $3::jsonb, $4)',
    [request.requestId, request.alliance, JSON.stringify(request), createdAt.toISOString()],
  );
}

/**
 * Keeps the hash of a new capability to add partner services to an estimate request. Its end is
 * set when the first is kept: a replayed answer's new capability ends when the first one did.
 */
export async function keepAllianceTokenHash(tx: Queryable, requestId: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await tx.query(
    `UPDATE estimate_requests SET alliance_token_hash = $2, alliance_token_expires_at = COALESCE(alliance_token_expires_at, $3)
      WHERE request_id = $1`,
    [requestId, tokenHash, expiresAt.toISOString()],
  );
}

/** True when the request's capability has this hash and has not ended at `now`. */
export async function allianceTokenHolds(db: Queryable, requestId: string, tokenHash: string, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    'SELECT 1 FROM estimate_requests WHERE request_id = $1 AND alliance_token_hash = $2 AND alliance_token_expires_at > $3',
    [requestId, tokenHash, now.toISOString()],
  );
  return rowCount > 0;
}

function jsonOrNull(value: unknown): string | null {
  return value === null ? null : JSON.stringify(value);
}
