import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { openDatabase } from '../db/open.ts';
import type { LinkSubject } from './link-subject.ts';
import { createPrivateLink, openPrivateLink, tokenHash } from './private-link.ts';
import { revokePrivateLinks } from './private-link-repository.ts';

const NOW = new Date('2026-12-01T00:00:00Z');
const LATER = new Date('2026-12-10T00:00:00Z');
const visitor: LinkSubject = { audience: 'visitor', flow: 'quickBooking', reference: 'KY-LINKTEST01', companyCode: null };
const company: LinkSubject = { audience: 'company', flow: 'quickBooking', reference: 'KY-LINKTEST01', companyCode: 'C001' };

describe('private links', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ kind: 'pglite' });
  }, 60_000);
  afterAll(() => db.close());

  it('open what they were made for until they expire, and keep only a hash', async () => {
    const token = await createPrivateLink(db, visitor, { now: NOW, expiresAt: LATER });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await openPrivateLink(db, token, NOW)).toEqual(visitor);
    expect(await openPrivateLink(db, token, LATER)).toBeNull();
    const { rows } = await db.query<{ token_hash: string }>('SELECT token_hash FROM private_links WHERE reference = $1', [visitor.reference]);
    expect(rows.map((row) => row.token_hash)).toContain(tokenHash(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answer the same null for a malformed, unknown, tampered or revoked token', async () => {
    const token = await createPrivateLink(db, company, { now: NOW, expiresAt: LATER });
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of ['', 'abc', `${token}x`, tampered, 'x'.repeat(43)]) expect(await openPrivateLink(db, wrong, NOW)).toBeNull();
    expect(await revokePrivateLinks(db, { reference: company.reference, companyCode: 'C001' }, NOW)).toBe(1);
    expect(await openPrivateLink(db, token, NOW)).toBeNull();
  });
});
