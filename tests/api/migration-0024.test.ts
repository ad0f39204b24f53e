import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EstimateRequest } from '../../domain/api/estimate.ts';
import type { QuickBookingReserveRequest } from '../../domain/api/quickBooking.ts';
import type { ReservationReserveRequest } from '../../domain/api/reservation.ts';
import type { FlowId } from '../../domain/flows/flows.ts';
import { exampleEstimateRequest, exampleQuickBookingReserveRequest, exampleReservationReserveRequest } from '../../domain/testing/exampleRequests.ts';
import type { Database } from '../../server/db/database.ts';
import { loadMigrations, migrate } from '../../server/db/migrate.ts';
import { estimateDetails } from '../../server/marketplace/estimate/service.ts';
import { bookingDetails } from '../../server/marketplace/quick-booking/booking-details.ts';
import { reservationDetails } from '../../server/marketplace/reservation/service.ts';
import { PERSONAL_FIELDS, type PersonalData } from '../../server/requests/personal-data.ts';
import type { RequestDetails } from '../../server/requests/request-details.ts';
import { storedRequest } from '../../server/requests/request-repository.ts';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/databases.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { bearer } from '../support/visitorLink.ts';

/**
 * Migration 0024 moves every request and lead of the seven per-flow tables into `requests` and
 * `leads`. A database at 0023 holding every flow's requests in every state (fixtures/schema-0023,
 * made through the API of the code before it) is migrated to the end; then every private link must
 * answer exactly what it answered before, and every request must read back as it was stored.
 *
 * It covers migration 0029 too, which replaces each stored wire request with its move in our own
 * names (`move`) and the partners chosen (`partner_ids`): for every request, what the migration made
 * in SQL must equal what the flow's conversion in TypeScript (estimateDetails, reservationDetails,
 * bookingDetails: what new requests are stored as) makes of the request as it was stored at 0023.
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

/** Every flow's conversion of its request as it comes in (spec §7 wire names) into what is stored of it. */
const CONVERSIONS: { [Flow in FlowId]: (request: never) => RequestDetails } = {
  estimate: estimateDetails,
  reservation: reservationDetails,
  quickBooking: bookingDetails,
};

const MOVING_FORM_PERSONAL_KEYS = ['shimei', 'shimeiKana', 'email', 'tel1', 'fromHouseNumber', 'toHouseNumber', 'toTownArea', 'etcYobo', 'etcNimotsu'];

/** An estimate of `request`'s move in a month: its part and the weekdays. */
function inMonth(request: EstimateRequest, kohoDateYearMonth: string, kohoJikiKbnCd: '01' | '02' | '03', kohoYobiKbnCd: '99' | '01' | '02'): EstimateRequest {
  if (request.isYoteibi === '0') return { ...request, kohoDateYearMonth, kohoJikiKbnCd, kohoYobiKbnCd };
  const { isYoteibi: _isYoteibi, yoteiDateYearMonth: _yearMonth, yoteiDateDay: _day, ...common } = request;
  return { ...common, isYoteibi: '0', kohoDateYearMonth, kohoJikiKbnCd, kohoYobiKbnCd };
}

/**
 * Requests the fixture lacks, added at 0023 as copies of a fixture row of their flow with another
 * request: every fixture request is the same move on a day (04 → 07, two people, one preferred time),
 * so these take migration 0029 through its other branches (a month, every preferred time or none, each
 * floor plan end, one and three people, items counted zero, no belongings, the morning slot, a time
 * frame, partners). They have no links or messages; the answers before and after do not see them.
 */
const ADDED_REQUESTS: { flow: FlowId; copyOf: string; reference: string; movingDate: string; erased?: true; request: object }[] = [
  {
    flow: 'estimate', copyOf: 'MT-GXCGSGJE3K', reference: 'MT-ADDED000001', movingDate: '2027-02-28',
    request: {
      ...inMonth(exampleEstimateRequest, '202702', '03', '02'),
      fromMadoriCd: '01', toMadoriCd: '14', manCount: '3', kibouJikanCd: [0, 0, 1, 1, 1], alliance: ['A001', 'A002'],
      nimotsu: { '1': { '10001': '2', '10002': '0', '10003': '1' }, '2': { '20001': '1' }, '8': { '80001': '30' } },
      etcYobo: '午前中希望', etcNimotsu: 'ピアノ',
    },
  },
  {
    flow: 'estimate', copyOf: 'MT-GXCGSGJE3K', reference: 'MT-ADDED000002', movingDate: '2026-12-31', erased: true,
    request: Object.fromEntries(Object.entries({
      ...inMonth(exampleEstimateRequest, '202612', '01', '99'), manCount: '1', kibouJikanCd: [0, 0, 0, 0, 0], nimotsu: {},
    }).filter(([key]) => !MOVING_FORM_PERSONAL_KEYS.includes(key))),
  },
  {
    flow: 'estimate', copyOf: 'MT-GXCGSGJE3K', reference: 'MT-ADDED000003', movingDate: '2026-12-05',
    request: { ...exampleEstimateRequest, fromMadoriCd: '10', toMadoriCd: '12', kibouJikanCd: [0, 0, 0, 1, 1], alliance: ['A008'] } satisfies EstimateRequest,
  },
  {
    flow: 'reservation', copyOf: 'RV-696H9FST5W', reference: 'RV-ADDED000001', movingDate: '2026-12-05',
    request: {
      ...exampleReservationReserveRequest, fromMadoriCd: '14', toMadoriCd: '02', manCount: '3', kibouJikanCd: '1', alliance: ['A001'],
      nimotsu: { '1': { '10001': '0' }, '8': { '80001': '5' } },
    } satisfies ReservationReserveRequest,
  },
  {
    flow: 'quickBooking', copyOf: 'KY-Z4VDBX9NH6', reference: 'KY-ADDED000001', movingDate: '2026-12-05',
    request: {
      ...exampleQuickBookingReserveRequest, fromFloorPlan: 14, toFloorPlan: 9, headCount: 3, desiredTime: 'am', toDetailAddress: '301',
      nimotsu: [{ id: '1', items: [{ id: '10001', count: 1 }, { id: '10002', count: 0 }] }, { id: '2', items: [{ id: '20001', count: 0 }] }, { id: '8', items: [{ id: '80001', count: 15 }] }],
    } satisfies QuickBookingReserveRequest,
  },
];

const OLD_TABLES = {
  estimate: { table: 'estimate_requests', reference: 'request_id' },
  reservation: { table: 'reservation_requests', reference: 'request_id' },
  quickBooking: { table: 'quick_bookings', reference: 'reservation_id' },
} as const;

/** Stores an added request at 0023: its fixture row copied, with its own id, reference, request, day, contact and contact choice. */
async function addRequest(db: Database, added: (typeof ADDED_REQUESTS)[number], id: number): Promise<void> {
  const { table, reference } = OLD_TABLES[added.flow];
  const request = added.request as Record<string, unknown>;
  const email = (request.email ?? request.customerEmail ?? `erased:${id}`) as string;
  const tel = (request.tel1 ?? request.customerTel ?? `erased:${id}`) as string;
  const changes: Record<string, unknown> = {
    id, [reference]: added.reference, request, moving_date: added.movingDate, email_key: email, tel_key: tel,
    erased_at: added.erased ? '2027-03-10T00:00:00+00:00' : null,
    ...(added.flow === 'quickBooking'
      ? { customer_email: email, customer_tel: tel, desired_time: request.desiredTime }
      : { contact_method: request.contactMethod, contact_windows: request.contactWindows }),
  };
  const { rowCount } = await db.query(
    `INSERT INTO ${table} OVERRIDING SYSTEM VALUE
     SELECT (jsonb_populate_record(NULL::${table}, to_jsonb(copied) || $1::jsonb)).* FROM ${table} copied WHERE ${reference} = $2`,
    [JSON.stringify(changes), added.copyOf],
  );
  expect(rowCount, added.reference).toBe(1);
}

/** Rows the migration leaves where they were: each table's count, before and after. */
const KEPT_TABLES = ['private_links', 'outbox_messages', 'sharing_records', 'company_day_bookings', 'alliance_requests', 'idempotency_keys'];

describe.each(testDatabaseKinds())('migration 0024 on a database holding every flow in every state, on %s', (database) => {
  let testDatabase: TestDatabase;
  let server: TestServer;
  let recorded: Recorded;
  const before: Record<string, Record<string, number>> = {};
  /** Every request as stored at 0023 (its whole request in wire names, personal data included), by reference. */
  const requestsBefore = new Map<string, { flow: FlowId; request: unknown; holdsContact: boolean }>();

  beforeAll(async () => {
    const migrations = await loadMigrations();
    testDatabase = await openTestDatabase(database, { migrations: migrations.filter((migration) => migration.version < '0024') });
    const { db } = testDatabase;
    await db.exec(await readFile(new URL('rows.sql', FIXTURE), 'utf8'));
    recorded = JSON.parse(await readFile(new URL('answers.json', FIXTURE), 'utf8')) as Recorded;
    for (const [index, added] of ADDED_REQUESTS.entries()) await addRequest(db, added, 9001 + index);

    for (const [name, sql] of Object.entries(OLD_COUNTS)) before[name] = await countsOf(db, sql);
    for (const table of KEPT_TABLES) before[table] = await countsOf(db, `SELECT 'all' AS key, count(*)::int AS n FROM ${table}`);
    const { rows } = await db.query<{ flow: FlowId; reference: string; request: unknown; holds_contact: boolean }>(
      `SELECT 'estimate' AS flow, request_id AS reference, request, false AS holds_contact FROM estimate_requests
       UNION ALL SELECT 'reservation', request_id, request, false FROM reservation_requests
       UNION ALL SELECT 'quickBooking', reservation_id, request, status IN ('open', 'confirmed') FROM quick_bookings`);
    for (const row of rows) requestsBefore.set(row.reference, { flow: row.flow, request: row.request, holdsContact: row.holds_contact });

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

  it('reads every request back as the conversion of its flow makes it of the request as stored at 0023; erased ones hold no personal data', async () => {
    const erasedPersonal = Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, null])) as PersonalData;
    let erased = 0;
    for (const [reference, { flow, request }] of requestsBefore) {
      const stored = await storedRequest(server.db, reference, { lock: false });
      if (stored === undefined) throw new Error(`${reference} is missing`);
      const converted = CONVERSIONS[flow](request as never);
      expect(stored.flow, reference).toBe(flow);
      expect(stored.move, reference).toEqual(converted.move);
      expect(stored.partners, reference).toEqual(converted.partners);
      expect(stored.contact, reference).toEqual(converted.contact);
      if (stored.erased) {
        erased += 1;
        expect(stored.personal, reference).toEqual(erasedPersonal);
      } else {
        expect(stored.personal, reference).toEqual(converted.personal);
        const move = JSON.stringify(stored.move);
        for (const value of Object.values(stored.personal)) if (value) expect(move, `${reference} ${value}`).not.toContain(value);
      }
    }
    // Three estimates, two reservations and two bookings of the fixture, and one estimate added.
    expect(erased).toBe(7 + 1);

    const { rows } = await server.db.query<{ reference: string; holds_contact: boolean; personal: number; erased: boolean }>(
      `SELECT reference, holds_contact, erased_at IS NOT NULL AS erased,
              num_nonnulls(name, name_reading, email, tel, origin_detail, destination_detail, destination_town_area, note, belongings_note) AS personal
         FROM requests`);
    expect(rows.length).toBe(requestsBefore.size);
    for (const row of rows) {
      expect(row.holds_contact, row.reference).toBe(requestsBefore.get(row.reference)!.holdsContact);
      if (row.erased) expect(row.personal, row.reference).toBe(0);
      else expect(row.personal, row.reference).toBeGreaterThanOrEqual(4);
    }
  });

  it('moves every request of every flow, each schedule and time as its conversion names them, and keeps no wire request', async () => {
    const tally = (keys: string[]) => keys.reduce<Record<string, number>>((counts, key) => ({ ...counts, [key]: (counts[key] ?? 0) + 1 }), {});
    const expected = tally([...requestsBefore.values()].map(({ flow, request }) => {
      const { move, partners } = CONVERSIONS[flow](request as never);
      return `${flow}:${move.schedule.kind}:${move.time.kind}:${partners.length > 0 ? 'partners' : 'none'}`;
    }));
    const moved = await countsOf(server.db,
      `SELECT flow || ':' || (move -> 'schedule' ->> 'kind') || ':' || (move -> 'time' ->> 'kind') || ':'
              || CASE WHEN cardinality(partner_ids) > 0 THEN 'partners' ELSE 'none' END AS key, count(*)::int AS n
         FROM requests GROUP BY 1`);
    expect(moved).toEqual(expected);
    // Every flow's rows, as many as the old tables held (the fixture's and those added here).
    const perFlow = await countsOf(server.db, 'SELECT flow AS key, count(*)::int AS n FROM requests GROUP BY 1');
    expect(perFlow).toEqual({ estimate: 8 + 3, reservation: 8 + 1, quickBooking: 17 + 1 });
    // The fixture's and the added ones', by flow, schedule, time and whether partners were chosen.
    expect(moved).toEqual({
      'estimate:day:preferredTimes:none': 6 + 0,
      'estimate:day:preferredTimes:partners': 2 + 1,
      'estimate:month:preferredTimes:none': 0 + 1,
      'estimate:month:preferredTimes:partners': 0 + 1,
      'reservation:day:timeFrame:none': 8 + 0,
      'reservation:day:timeFrame:partners': 0 + 1,
      'quickBooking:day:slot:none': 17 + 1,
    });
    const columns = await server.db.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'requests' AND column_name IN ('request', 'move', 'partner_ids') ORDER BY 1");
    expect(columns.rows.map((row) => row.column_name)).toEqual(['move', 'partner_ids']);
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
