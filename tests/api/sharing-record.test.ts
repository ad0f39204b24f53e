import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateRequestSchema, type EstimateResponse } from '../../domain/api/estimate.ts';
import type { QuickBookingReserveResponse } from '../../domain/api/quickBooking.ts';
import type { ReservationReserveResponse } from '../../domain/api/reservation.ts';
import type { SharingRecord } from '../../domain/sharing/sharingRecord.ts';
import { alliances, companies } from '../support/catalogue.ts';
import { testDatabaseKinds } from '../support/databases.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { bearer, visitorToken } from '../support/visitorLink.ts';
import { estimateDetails } from '../../server/marketplace/estimate/service.ts';
import { estimateBody, openDateAhead, quoteBody, reservationBody, reserveBody } from './marketplace-requests.ts';

const BIG = companies.find((company) => company.order === 1)!;
const SECOND = companies.find((company) => company.order === 2)!;
/** A partner service every Tokyo move is offered (it serves the destination). */
const ELECTRICITY = alliances.find((alliance) => alliance.id === 'A002')!;
const CLEANING = alliances.find((alliance) => alliance.id === 'A008')!;
const DAY_MS = 86_400_000;

interface RecordRow {
  reference: string;
  recipient_kind: string;
  recipient_code: string;
  recipient_name: string;
  items: string[];
  provided_at: Date;
}

/** The server's clock: the real time moved by `offsetMs`, so a test can stand years after a request. */
const clock = { offsetMs: 0 };

describe.each(testDatabaseKinds())('the record of data given to companies and partner services (APPI Art. 29), on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, now: () => new Date(Date.now() + clock.offsetMs) });
  });
  afterAll(() => server?.close());

  async function recordOf(reference: string): Promise<RecordRow[]> {
    const { rows } = await server.db.query<RecordRow>(
      'SELECT reference, recipient_kind, recipient_code, recipient_name, items, provided_at FROM sharing_records WHERE reference = $1 ORDER BY id', [reference]);
    return rows;
  }

  /** When each company's or partner's lead was written, by recipient code. */
  async function leadTimes(reference: string): Promise<Map<string, number>> {
    const { rows } = await server.db.query<{ recipient_code: string; created_at: Date }>(
      "SELECT recipient_code, created_at FROM outbox_messages WHERE reference = $1 AND kind IN ('company-lead', 'partner-lead')", [reference]);
    return new Map(rows.map((row) => [row.recipient_code, new Date(row.created_at).getTime()]));
  }

  it('an estimate by e-mail only: each company and partner its items, no phone, written with its message', async () => {
    clock.offsetMs = 0;
    const date = openDateAhead(15, [...BIG.closedWeekdays, ...SECOND.closedWeekdays]);
    const sent = await server.post<EstimateResponse>('/api/estimate/', estimateBody([BIG.code, SECOND.code], date, 8_801, { alliance: [ELECTRICITY.id] }));
    expect(sent.status).toBe(200);
    const { requestId } = sent.body;
    const record = await recordOf(requestId);
    const contactOnly = ['name', 'nameReading', 'email'];
    expect(record.map(({ recipient_kind, recipient_code, recipient_name, items }) => ({ recipient_kind, recipient_code, recipient_name, items }))).toEqual([
      { recipient_kind: 'company', recipient_code: BIG.code, recipient_name: BIG.name, items: [...contactOnly, 'addresses', 'move', 'belongings'] },
      { recipient_kind: 'company', recipient_code: SECOND.code, recipient_name: SECOND.name, items: [...contactOnly, 'addresses', 'move', 'belongings'] },
      { recipient_kind: 'partner', recipient_code: ELECTRICITY.id, recipient_name: ELECTRICITY.title, items: [...contactOnly, 'destinationArea', 'moveMonth'] },
    ]);
    const times = await leadTimes(requestId);
    for (const row of record) expect(new Date(row.provided_at).getTime()).toBe(times.get(row.recipient_code));

    // A partner service chosen on the page after the estimate is recorded when its message is written.
    const added = await server.post('/api/alliances-request/', { requestId, alliance: [CLEANING.id], nimotsu: {}, allianceToken: sent.body.allianceToken });
    expect(added.status).toBe(200);
    const later = (await recordOf(requestId)).at(-1)!;
    expect(later).toMatchObject({ recipient_kind: 'partner', recipient_code: CLEANING.id, items: [...contactOnly, 'destinationArea', 'moveMonth'] });
    expect(new Date(later.provided_at).getTime()).toBe((await leadTimes(requestId)).get(CLEANING.id));

    // The visitor's page answers it, in the page's language.
    const token = await visitorToken(server.db, requestId);
    const japanese = await server.get<SharingRecord>('/api/my-move/sharing/', bearer(token));
    expect(japanese.status).toBe(200);
    expect(japanese.headers.get('cache-control')).toBe('no-store');
    expect(japanese.body.entries.map((entry) => entry.recipientName)).toEqual([BIG.name, SECOND.name, ELECTRICITY.title, CLEANING.title]);
    expect(japanese.body.entries[0]).toEqual({ recipientKind: 'company', recipientName: BIG.name, items: [...contactOnly, 'addresses', 'move', 'belongings'], providedAt: new Date(record[0]!.provided_at).toISOString() });
    // Kept three years (a leap day included) from the last provision, in Japan's calendar.
    const keptUntil = new Date(new Date(later.provided_at).getTime() + 1096 * DAY_MS + 9 * 3_600_000).toISOString().slice(0, 10);
    expect(japanese.body.keptUntil).toBe(keptUntil);
    const english = await server.get<SharingRecord>('/api/my-move/sharing/', { ...bearer(token), 'accept-language': 'en' });
    expect(english.body.entries.map((entry) => entry.recipientName)).toEqual([BIG.name, SECOND.name, ELECTRICITY.texts.en!.title, CLEANING.texts.en!.title]);
    // A link that opens nothing gets the page's one 404.
    expect((await server.get('/api/my-move/sharing/', bearer('x'.repeat(43)))).status).toBe(404);
  });

  it('a reservation by phone with a request written: the phone and the notes, to each company', async () => {
    clock.offsetMs = 0;
    const date = openDateAhead(16, BIG.closedWeekdays);
    const body = reservationBody([BIG.code], date, 8_802, { contactMethod: 'phone', contactWindows: ['weekdayEvening'], etcYobo: '午前中に伺ってほしい' });
    const sent = await server.post<ReservationReserveResponse>('/api/reservation/reserve/', body);
    expect(sent.status).toBe(200);
    expect((await recordOf(sent.body.requestId)).map((row) => row.items)).toEqual([['name', 'nameReading', 'email', 'phone', 'addresses', 'move', 'belongings', 'notes']]);
  });

  it('a quick booking: the company gets the phone (the flow asks for it), no notes', async () => {
    clock.offsetMs = 0;
    const date = openDateAhead(17, BIG.closedWeekdays);
    const quote = await server.post<{ price: number }>('/api/kantan-yoyaku/quote/', quoteBody(BIG.code, date));
    const booked = await server.post<QuickBookingReserveResponse>('/api/kantan-yoyaku/reserve/', reserveBody(BIG.code, date, quote.body.price, 8_803));
    expect(booked.status).toBe(200);
    const record = await recordOf(booked.body.reservationId);
    expect(record.map(({ recipient_code, items }) => ({ recipient_code, items }))).toEqual([
      { recipient_code: BIG.code, items: ['name', 'nameReading', 'email', 'phone', 'addresses', 'move', 'belongings'] },
    ]);
  });

  it('a write that rolls back leaves no record, as it leaves no message', async () => {
    const date = openDateAhead(18, BIG.closedWeekdays);
    const request = estimateBody([BIG.code], date, 8_804);
    const rolledBack = server.db.transaction(async (tx) => {
      await server.services.mail.partnersAdded(tx, { details: estimateDetails(estimateRequestSchema.parse(request)), locale: 'ja', requestId: 'MT-ROLLBACK01', receivedAt: new Date(), partners: [CLEANING] });
      // Written in the write's transaction, beside its message…
      expect((await tx.query('SELECT 1 FROM sharing_records WHERE reference = $1', ['MT-ROLLBACK01'])).rowCount).toBe(1);
      throw new Error('the write fails after its messages');
    });
    await expect(rolledBack).rejects.toThrow('the write fails');
    // …and gone with it.
    expect(await recordOf('MT-ROLLBACK01')).toEqual([]);
    expect((await server.db.query('SELECT 1 FROM outbox_messages WHERE reference = $1', ['MT-ROLLBACK01'])).rowCount).toBe(0);
  });

  it('erasure keeps the record, which names the request only; its period\'s end deletes it', async () => {
    clock.offsetMs = 0;
    const date = openDateAhead(19, BIG.closedWeekdays);
    const body = estimateBody([BIG.code], date, 8_805, { contactMethod: 'phone', contactWindows: ['weekdayEvening'], alliance: [ELECTRICITY.id] });
    const sent = await server.post<EstimateResponse>('/api/estimate/', body);
    const { requestId } = sent.body;
    const token = await visitorToken(server.db, requestId);
    const before = await recordOf(requestId);
    expect(before).toHaveLength(2);
    expect((await server.post('/api/my-move/erase/', { fee: null }, bearer(token))).status).toBe(200);

    // What stays: the reference, the recipient, the items, the date. Nothing of the visitor's name or contact, anywhere in it.
    const after = await recordOf(requestId);
    expect(after).toEqual(before);
    const stored = JSON.stringify((await server.db.query('SELECT * FROM sharing_records WHERE reference = $1', [requestId])).rows);
    for (const personal of [body.shimei, body.shimeiKana, body.email, body.tel1, '山田']) expect(stored).not.toContain(personal);
    expect(Object.keys((await server.db.query('SELECT * FROM sharing_records LIMIT 1')).rows[0]!).sort())
      .toEqual(['id', 'items', 'provided_at', 'recipient_code', 'recipient_kind', 'recipient_name', 'reference']);

    // A day before the three years end the record stays; past them, the retention pass deletes it.
    const providedAt = new Date(before[0]!.provided_at).getTime();
    clock.offsetMs = providedAt + 1095 * DAY_MS - Date.now();
    await server.retention.runOnce();
    expect(await recordOf(requestId)).toHaveLength(2);
    clock.offsetMs = providedAt + 1096 * DAY_MS + 60_000 - Date.now();
    await server.retention.runOnce();
    expect(await recordOf(requestId)).toEqual([]);
    clock.offsetMs = 0;
  });
});
