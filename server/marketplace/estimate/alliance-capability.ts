import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import { Refusal } from '../../errors/refusal.ts';
import { tokenHash } from '../../links/private-link.ts';
import { MARKETPLACE_ERRORS } from '../error-codes.ts';
import { allianceTokenHolds, keepAllianceTokenHash } from './repository.ts';

/** How long after an estimate its visitor may add partner services: the alliance page follows the answer at once. */
export const ALLIANCE_CAPABILITY_MS = 60 * 60 * 1000;

/**
 * The capability to send an estimate's visitor to more partner services (POST
 * /api/alliances-request/), which only the estimate's answer carries: 256 random bits, of which
 * only the SHA-256 is kept. The reference alone (in mail subjects, in the message posted to an
 * embedding partner's page) is not enough. A new one replaces the request's earlier one (a replayed
 * answer gets a new one) and ends when the first one did, an hour after the estimate.
 */
export async function grantAllianceCapability(tx: Queryable, requestId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await keepAllianceTokenHash(tx, requestId, tokenHash(token), new Date(now.getTime() + ALLIANCE_CAPABILITY_MS));
  return token;
}

/** Refuses (403 ALLIANCE_REQUEST_FORBIDDEN) a missing, wrong or ended capability for the request. */
export async function requireAllianceCapability(tx: Queryable, requestId: string, token: string | undefined, now: Date): Promise<void> {
  if (token !== undefined && (await allianceTokenHolds(tx, requestId, tokenHash(token), now))) return;
  throw new Refusal('forbidden', [{ ...MARKETPLACE_ERRORS.allianceForbidden, field: 'allianceToken' }]);
}
