import type { AbPatterns } from '../../domain/abTests/index.ts';
import type { Queryable } from '../db/database.ts';
import { emailKey, telKey } from './contact-keys.ts';

export interface NewEstimateRequest {
  requestId: string;
  email: string;
  tel: string;
  companyCodes: readonly string[];
  /** The visit's A/B patterns, stored in their own column so results can be counted per pattern. */
  abPatterns: AbPatterns;
  /** The validated request as received, kept for the companies. */
  request: unknown;
  createdAt: Date;
  /** The partner whose embedded form sent it; null from our own pages. */
  partnerId: string | null;
}

/** Stores an estimate request; one INSERT, inside the caller's transaction. */
export async function insertEstimateRequest(tx: Queryable, row: NewEstimateRequest): Promise<void> {
  await tx.query(
    `INSERT INTO estimate_requests (request_id, email_key, tel_key, company_codes, ab_patterns, request, created_at, partner_id)
     VALUES ($1, $2, $3, $4::text[], $5::jsonb, $6::jsonb, $7, $8)`,
    [
      row.requestId,
      emailKey(row.email),
      telKey(row.tel),
      row.companyCodes,
      JSON.stringify(row.abPatterns),
      JSON.stringify(row.request),
      row.createdAt.toISOString(),
      row.partnerId,
    ],
  );
}
