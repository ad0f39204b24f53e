import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import type { LinkSubject } from './link-subject.ts';
import { insertPrivateLink, validLinkSubject } from './private-link-repository.ts';

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
export async function createPrivateLink(tx: Queryable, subject: LinkSubject, validity: { now: Date; expiresAt: Date }): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await insertPrivateLink(tx, tokenHash(token), subject, validity);
  return token;
}

/**
 * What a token opens at `now`, or null — the same null for a malformed token, an unknown one, an
 * expired one and a revoked one, so an answer built on it reveals nothing about which.
 */
export async function openPrivateLink(db: Queryable, token: string, now: Date): Promise<LinkSubject | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  return (await validLinkSubject(db, tokenHash(token), now)) ?? null;
}
