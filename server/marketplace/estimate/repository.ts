import type { AbPatterns } from '../../../domain/abTests/index.ts';
import type { AlliancesRequest } from '../../../domain/api/estimate.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';
import type { Queryable } from '../../db/database.ts';
import type { RequestDetails } from '../../requests/request-details.ts';
import { insertRequest, storedRequest } from '../../requests/request-repository.ts';
import type { DeliveredCompany, NewMovingRequest } from '../moving-request.ts';

/**
 * Stores an estimate request (every chosen code, the visit's A/B patterns in their own column so
 * results can be counted per pattern, the partner it came through) and a lead for each company it
 * was delivered to, flagged whether it quotes the request (no company answers an estimate's lead).
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
  await insertRequest(
    tx,
    {
      flow: 'estimate', reference: request.requestId, locale: request.locale, ...request.details, movingDate: request.movingDate, chosenCodes: request.chosenCodes, abPatterns: request.abPatterns,
      partnerId: request.partnerId, createdAt: request.createdAt,
    },
    delivered.map((company) => ({
      companyCode: company.companyCode, quotes: company.givesEstimate, price: company.price, priceParts: company.priceParts, holdsUnit: false, answerBy: null,
    })),
  );
}

/**
 * The estimate request stored under a request id, with the language it was made in; undefined for
 * an unknown id or one whose personal data is erased.
 */
export async function storedEstimateRequest(db: Queryable, requestId: string): Promise<{ details: RequestDetails; locale: Locale } | undefined> {
  const stored = await storedRequest(db, requestId, { lock: false });
  return stored === undefined || stored.erased || stored.flow !== 'estimate' ? undefined : { details: stored, locale: stored.locale };
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
    `UPDATE requests SET alliance_token_hash = $2, alliance_token_expires_at = COALESCE(alliance_token_expires_at, $3)
      WHERE reference = $1`,
    [requestId, tokenHash, expiresAt.toISOString()],
  );
}

/** True when the request's capability has this hash and has not ended at `now`. */
export async function allianceTokenHolds(db: Queryable, requestId: string, tokenHash: string, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    'SELECT 1 FROM requests WHERE reference = $1 AND alliance_token_hash = $2 AND alliance_token_expires_at > $3',
    [requestId, tokenHash, now.toISOString()],
  );
  return rowCount > 0;
}
