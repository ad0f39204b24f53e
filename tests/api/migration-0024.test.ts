import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { loadMigrations, migrate } from '../../server/db/migrate.ts';
import { storedRequest } from '../../server/requests/request-repository.ts';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/databases.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { bearer } from '../support/visitorLink.ts';

/**
 * Migration 0024 moves every request and lead of the seven per-flow tables into `requests` and
 * `leads`. A database at 0023 holding every flow's requests in every state (fixtures/schema-0023,
 * made through the API of the code before it) is migrated; then every private link must answer
 * exactly what it answered before, and every request must read back as it was stored.
 */

const FIXTURE = new URL('./fixtures/schema-0023/', import.meta.url);

interface RecordedAnswer {
  reference: string;
  token: string;
  answer: { status: number; body: unknown };
}

interface Recorded {
  now: string;
  visitor: RecordedAnswer[];
  company: (RecordedAnswer & { companyCode: string })[];
}

/** Rows per flow and state, in the words of both schemas, so before and after compare as they are. */
async function countsOf(db: Database, sql: string): Promise<Record<string, number>> {
  const { rows } = await db.query<{ key: string; n: number }>(sql);
  return Object.fromEntries(rows.map((row) => [row.key, row.n]));
}

const OLD_COUNTS = {
  requests: `SELECT flow || ':' || erased AS key, count(*)::int AS n FROM (
      SELECT 'estimate' AS flow, erased_at IS NOT NULL AS erased FROM estimate_requests
      UNION ALL SELECT 'reservation', erased_at IS NOT NULL FROM reservation_requests
      UNION ALL SELECT 'quickBooking', erased_at IS NOT NULL FROM quick_bookings) AS all_requests GROUP BY 1`,
  leads: `SELECT flow || ':' || status AS key, count(*)::int AS n FROM (
      SELECT 'estimate' AS flow, status FROM estimate_request_companies
      UNION ALL SELECT 'reservation', status FROM reservation_request_companies
      UNION ALL SELECT 'quickBooking', status FROM quick_bookings) AS all_leads GROUP BY 1`,
  proposals: 'SELECT status AS key, count(*)::int AS n FROM quick_booking_date_proposals GROUP BY 1',
  changes: "SELECT 'all' AS key, count(*)::int AS n FROM quick_booking_date_changes",
};

const NEW_COUNTS = {
  requests: "SELECT flow || ':' || (erased_at IS NOT NULL) AS key, count(*)::int AS n FROM requests GROUP BY 1",
  leads: "SELECT r.flow || ':' || l.status AS key, count(*)::int AS n FROM leads l JOIN requests r ON r.id = l.request_id GROUP BY 1",
  proposals: 'SELECT status AS key, count(*)::int AS n FROM lead_date_proposals GROUP BY 1',
  changes: "SELECT 'all' AS key, count(*)::int AS n FROM lead_date_changes",
};

/** Rows the migration leaves where they were: each table's count, before and after. */
const KEPT_TABLES = ['private_links', 'outbox_messages', 'sharing_records', 'company_day_bookings', 'alliance_requests', 'idempotency_keys'];

describe.each(testDatabaseKinds())('migration 0024 on a database holding every flow in every state, on %s', (database) => {
  let testDatabase: TestDatabase;
  let server: TestServer;
  let recorded: Recorded;
  const before: Record<string, Record<string, number>> = {};
  /** Every request as stored at 0023 (its whole request, personal data included), by reference. */
  const requestsBefore = new Map<string, { request: unknown; holdsContact: boolean }>();

  beforeAll(async () => {
    const migrations = await loadMigrations();
    testDatabase = await openTestDatabase(database, { migrations: migrations.filter((migration) => migration.version < '0024') });
    const { db } = testDatabase;
    await db.exec(await readFile(new URL('rows.sql', FIXTURE), 'utf8'));
    recorded = JSON.parse(await readFile(new URL('answers.json', FIXTURE), 'utf8')) as Recorded;

    for (const [name, sql] of Object.entries(OLD_COUNTS)) before[name] = await countsOf(db, sql);
    for (const table of KEPT_TABLES) before[table] = await countsOf(db, `SELECT 'all' AS key, count(*)::int AS n FROM ${table}`);
    const { rows } = await db.query<{ reference: string; request: unknown; holds_contact: boolean }>(
      `SELECT request_id AS reference, request, false AS holds_contact FROM estimate_requests
       UNION ALL SELECT request_id, request, false FROM reservation_requests
       UNION ALL SELECT reservation_id, request, status IN ('open', 'confirmed') FROM quick_bookings`);
    for (const row of rows) requestsBefore.set(row.reference, { request: row.request, holdsContact: row.holds_contact });

    expect(await migrate(db)).toEqual(migrations.filter((migration) => migration.version >= '0024').map((migration) => migration.version));
    server = await startTestServer({ db, now: () => new Date(recorded.now) });
  });
  afterAll(async () => {
    await server?.close();
    await testDatabase?.dispose();
  });

  it('moves every request and lead of every flow, in every state, and keeps every other row', async () => {
    expect(Object.values(before.leads!).reduce((sum, n) => sum + n, 0)).toBeGreaterThan(40);
    for (const [name, sql] of Object.entries(NEW_COUNTS)) expect(await countsOf(server.db, sql), name).toEqual(before[name]);
    for (const table of KEPT_TABLES) expect(await countsOf(server.db, `SELECT 'all' AS key, count(*)::int AS n FROM ${table}`), table).toEqual(before[table]);
  });

  it('reads every request back as it was stored, its personal data from columns of their own; erased ones hold none', async () => {
    for (const [reference, { request }] of requestsBefore) {
      const stored = await storedRequest(server.db, reference, { lock: false });
      expect(stored?.request, reference).toEqual(request);
    }
    const { rows } = await server.db.query<{ reference: string; holds_contact: boolean; personal: number; erased: boolean }>(
      `SELECT reference, holds_contact, erased_at IS NOT NULL AS erased,
              num_nonnulls(name, name_reading, email, tel, origin_detail, destination_detail, destination_town_area, note, belongings_note) AS personal
         FROM requests`);
    for (const row of rows) {
      expect(row.holds_contact, row.reference).toBe(requestsBefore.get(row.reference)!.holdsContact);
      if (row.erased) expect(row.personal, row.reference).toBe(0);
      else expect(row.personal, row.reference).toBeGreaterThanOrEqual(4);
    }
  });

  it("answers every visitor's link exactly as before", async () => {
    expect(recorded.visitor.length).toBeGreaterThan(60);
    for (const link of recorded.visitor) {
      const answer = await server.get('/api/my-move/', bearer(link.token));
      expect({ status: answer.status, body: answer.body }, link.reference).toEqual(link.answer);
    }
  });

  it("answers every company's lead link exactly as before", async () => {
    expect(recorded.company.length).toBeGreaterThan(50);
    for (const link of recorded.company) {
      const answer = await server.get('/api/lead/', bearer(link.token));
      expect({ status: answer.status, body: answer.body }, `${link.reference} ${link.companyCode}`).toEqual(link.answer);
    }
  });
});
