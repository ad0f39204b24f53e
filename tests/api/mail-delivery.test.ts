import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EstimateResponse } from '../../domain/api/estimate.ts';
import type { QuickBookingReserveResponse } from '../../domain/api/quickBooking.ts';
import { priceLinesOf, type PricePart } from '../../domain/api/priceLines.ts';
import type { ReservationReserveResponse } from '../../domain/api/reservation.ts';
import { formatJapanDateTime } from '../../domain/format/japanTime.ts';
import { formatPhone } from '../../domain/format/phone.ts';
import { formatYen } from '../../domain/format/price.ts';
import { alliances, companies } from '../support/catalogue.ts';
import { addIsoDays } from '../../domain/dates/bookableWindow.ts';
import { weekdayOf } from '../../server/marketplace/calendar.ts';
import { testDatabaseKinds } from '../support/databases.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import type { FlowId } from '../../domain/flows/flows.ts';
import { openPrivateLink } from '../../server/links/private-link.ts';
import { freePort } from '../support/server-process.ts';
import { startSmtpPeer, type ReceivedMail, type SmtpPeer } from '../support/smtp-peer.ts';
import { daysAhead, estimateBody, openDateAhead, quoteBody, reservationBody, reserveBody } from './marketplace-requests.ts';

const BIG = companies.find((company) => company.order === 1)!;
const SECOND = companies.find((company) => company.order === 2)!;
/** Serves Saitama and Tokyo, closed on Wednesdays: on a Wednesday it receives an estimate request without quoting it. */
const CLOSED_WEDNESDAYS = companies.find((company) => company.code === 'K0020')!;
const HOKKAIDO_ONLY = companies.find((company) => company.servicePrefectures.size === 1 && company.servicePrefectures.has('01'))!;
const INTERNET = alliances.find((alliance) => alliance.id === 'A001')!;
const CLEANING = alliances.find((alliance) => alliance.id === 'A008')!;

/** The first Wednesday at least `minDays` ahead. */
function wednesdayAhead(minDays: number): string {
  let date = daysAhead(minDays);
  while (weekdayOf(date) !== 3) date = addIsoDays(date, 1);
  return date;
}

/** Every way a phone number could be written in a message: digits as sent, and as displayed. */
function phoneForms(tel: string): string[] {
  return [tel, formatPhone(tel), tel.replace(/\d/g, (digit) => String.fromCharCode(0xff10 + Number(digit)))];
}

/** Everything a person could read of a message: its decoded headers, text and HTML. */
function readable(mail: ReceivedMail): string {
  return [...mail.headers.values()].map((value) => JSON.stringify(value)).join('\n') + mail.text + mail.html;
}

/** A price and its lines as both parts of a message show them. */
function expectPriceShown(mail: ReceivedMail, price: number, parts: readonly PricePart[]): void {
  for (const body of [mail.text, mail.html]) {
    expect(body).toContain(formatYen(price));
    for (const line of priceLinesOf(parts)) {
      expect(body).toContain(line.label);
      expect(body).toContain(formatYen(line.amount));
    }
  }
}

/**
 * The visitor's confirmation carries their private link (text and HTML), which opens exactly this
 * request; no other message of it carries the token (kept nowhere else: the table holds its hash).
 */
async function expectVisitorLink(db: TestServer['db'], visitor: ReceivedMail, { flow, reference }: { flow: FlowId; reference: string }, all: readonly ReceivedMail[]): Promise<void> {
  const token = /https:\/\/hikkoshi\.example\.jp\/my-move\/#([A-Za-z0-9_-]{43})/.exec(visitor.text)?.[1];
  expect(token, 'the private link in the confirmation').toBeDefined();
  expect(visitor.html).toContain(token!);
  expect(visitor.text).toContain('ご依頼のページを開く');
  expect(await openPrivateLink(db, token!, new Date())).toEqual({ audience: 'visitor', flow, reference, companyCode: null });
  for (const mail of all.filter((other) => other !== visitor)) expect(mail.text).not.toContain(token!);
}

describe.each(testDatabaseKinds())('mail through the outbox, to a real SMTP peer, on %s', (database) => {
  let peer: SmtpPeer;
  let server: TestServer;
  beforeAll(async () => {
    peer = await startSmtpPeer();
    server = await startTestServer({ database, env: { SMTP_URL: peer.url, PUBLIC_URL: 'https://hikkoshi.example.jp' } });
  });
  afterAll(async () => {
    await server?.close();
    await peer?.close();
  });

  /** The messages of one request, once all of them have been sent (none left pending, so none can follow). */
  async function messagesOf(reference: string, count: number): Promise<ReceivedMail[]> {
    await peer.waitFor((received) => received.filter((mail) => mail.subject.includes(reference)).length >= count);
    await server.outbox.settled();
    const { rows } = await server.db.query<{ status: string }>('SELECT status FROM outbox_messages WHERE reference = $1', [reference]);
    expect(rows.map((row) => row.status)).toEqual(rows.map(() => 'sent'));
    return peer.received.filter((mail) => mail.subject.includes(reference));
  }

  it('an estimate request: one confirmation to the visitor, one lead per company it went to, one per partner; no phone for e-mail only', async () => {
    const date = wednesdayAhead(10);
    const body = estimateBody([BIG.code, CLOSED_WEDNESDAYS.code, HOKKAIDO_ONLY.code], date, 7_001, { alliance: [INTERNET.id] });
    const response = await server.post<EstimateResponse>('/api/estimate/', body);
    expect(response.status).toBe(200);
    const { requestId, estimate, withoutEstimate, failure } = response.body;
    expect(estimate.map((company) => company.kissCd)).toEqual([BIG.code]);
    expect(withoutEstimate.map((company) => company.kissCd)).toEqual([CLOSED_WEDNESDAYS.code]);
    expect(failure.map((company) => company.kissCd)).toEqual([HOKKAIDO_ONLY.code]);

    const mails = await messagesOf(requestId, 4);
    expect(mails.map((mail) => mail.to).sort()).toEqual([[body.email], [BIG.leadEmail], [CLOSED_WEDNESDAYS.leadEmail], [INTERNET.leadEmail]].sort());
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(4);

    const visitor = mails.find((mail) => mail.to[0] === body.email)!;
    expect(visitor.subject).toBe(`【引越し比較】見積り依頼を受け付けました（受付番号 ${requestId}）`);
    expect(visitor.from).toContain('no-reply@hikkoshi.example.jp');
    expect(visitor.messageId).toMatch(/^<[0-9a-f-]{36}@hikkoshi\.example\.jp>$/);
    expectPriceShown(visitor, estimate[0]!.price!, estimate[0]!.priceParts!);
    for (const text of [visitor.text, visitor.html]) {
      expect(text).toContain(BIG.name);
      expect(text).toContain(`${CLOSED_WEDNESDAYS.name}（訪問・電話で見積り）`);
      expect(text).toContain(`次の引越し業者にはご依頼をお送りできませんでした：${HOKKAIDO_ONLY.name}`);
      expect(text).toContain(INTERNET.title);
      expect(text).toContain('メールのみ');
      expect(text).toContain('東京都新宿区新宿1-2-3');
      expect(text).toContain('東京都世田谷区桜新町4-5-6');
      expect(text).toContain('ソファ（2人掛け）1台');
    }
    await expectVisitorLink(server.db, visitor, { flow: 'estimate', reference: requestId }, mails);

    const bigLead = mails.find((mail) => mail.to[0] === BIG.leadEmail)!;
    expect(bigLead.subject).toBe(`【引越し比較】見積り依頼（受付番号 ${requestId}）`);
    expect(bigLead.replyTo).toContain(body.email);
    expectPriceShown(bigLead, estimate[0]!.price!, estimate[0]!.priceParts!);
    const unpricedLead = mails.find((mail) => mail.to[0] === CLOSED_WEDNESDAYS.leadEmail)!;
    expect(unpricedLead.text).toContain('この依頼では、お客様に料金を表示していません');
    for (const lead of [bigLead, unpricedLead]) {
      expect(lead.text).toContain('山田 花子（ヤマダ ハナコ）');
      expect(lead.text).toContain('メールのみ（お客様は電話でのご連絡を希望されていません。メールでご連絡ください）');
    }

    const partner = mails.find((mail) => mail.to[0] === INTERNET.leadEmail)!;
    expect(partner.text).toContain('東京都世田谷区');
    expect(partner.text).toContain(`${date.slice(0, 4)}年${Number(date.slice(5, 7))}月`);
    // A partner learns the area, never the street.
    expect(partner.text).not.toContain('桜新町');

    for (const mail of mails) {
      for (const form of phoneForms(body.tel1)) expect(readable(mail)).not.toContain(form);
      expect(mail.raw).not.toContain(body.tel1);
    }
  });

  it('partners chosen on the page after the estimate each get one message', async () => {
    const body = estimateBody([BIG.code], openDateAhead(12, BIG.closedWeekdays), 7_002, { contactMethod: 'phone', contactWindows: ['weekdayEvening'] });
    const estimate = await server.post<EstimateResponse>('/api/estimate/', body);
    expect(estimate.status).toBe(200);
    const { requestId, allianceToken } = estimate.body;
    await messagesOf(requestId, 2);

    const added = await server.post('/api/alliances-request/', { requestId, alliance: [CLEANING.id], nimotsu: body.nimotsu, allianceToken });
    expect(added.status).toBe(200);
    const mails = await messagesOf(requestId, 3);
    const partner = mails.filter((mail) => mail.to[0] === CLEANING.leadEmail);
    expect(partner).toHaveLength(1);
    // The visitor chose phone: the partner may call.
    expect(partner[0]!.text).toContain(formatPhone(body.tel1));
  });

  it('a provisional reservation: leads carry the phone when the visitor chose phone, with the windows', async () => {
    const date = openDateAhead(14, [...BIG.closedWeekdays, ...SECOND.closedWeekdays]);
    const body = reservationBody([BIG.code, SECOND.code], date, 7_003, { contactMethod: 'phone', contactWindows: ['weekdayMorning', 'weekendEvening'] });
    const response = await server.post<ReservationReserveResponse>('/api/reservation/reserve/', body);
    expect(response.status).toBe(200);
    const { requestId, companies: accepted } = response.body;
    expect(accepted).toHaveLength(2);

    const mails = await messagesOf(requestId, 3);
    const visitor = mails.find((mail) => mail.to[0] === body.email)!;
    expect(visitor.subject).toBe(`【引越し比較】仮予約の依頼を受け付けました（受付番号 ${requestId}）`);
    await expectVisitorLink(server.db, visitor, { flow: 'reservation', reference: requestId }, mails);
    for (const company of accepted) {
      const catalogued = companies.find((candidate) => candidate.code === company.kissCd)!;
      const leads = mails.filter((mail) => mail.to[0] === catalogued.leadEmail);
      expect(leads).toHaveLength(1);
      expectPriceShown(leads[0]!, company.price!, company.priceParts!);
      expectPriceShown(visitor, company.price!, company.priceParts!);
      expect(leads[0]!.text).toContain(formatPhone(body.tel1));
      expect(leads[0]!.text).toContain('お電話は次の時間帯にのみおかけください：平日 午前（9〜12時）、土日祝 夜（17〜20時）');
    }
  });

  it('a quick booking: the lead says it is held until the expiry, and so does the confirmation', async () => {
    const date = openDateAhead(20, BIG.closedWeekdays);
    const quote = await server.post<{ price: number; priceParts: PricePart[] }>('/api/kantan-yoyaku/quote/', quoteBody(BIG.code, date));
    const body = reserveBody(BIG.code, date, quote.body.price, 7_004);
    const response = await server.post<QuickBookingReserveResponse>('/api/kantan-yoyaku/reserve/', body);
    expect(response.status).toBe(200);
    const { reservationId, expiredDate } = response.body;
    const expiry = formatJapanDateTime(expiredDate);

    const mails = await messagesOf(reservationId, 2);
    const visitor = mails.find((mail) => mail.to[0] === body.customerEmail)!;
    const lead = mails.find((mail) => mail.to[0] === BIG.leadEmail)!;
    expect(visitor.subject).toBe(`【引越し比較】かんたん予約を受け付けました（予約番号 ${reservationId}）`);
    expect(lead.subject).toBe(`【引越し比較】かんたん予約（予約番号 ${reservationId}・${expiry}（日本時間）まで仮押さえ）`);
    expect(visitor.text).toContain(`有効期限：${expiry}（日本時間）`);
    expect(lead.text).toContain(`このご予約は ${expiry}（日本時間） まで仮押さえです。`);
    for (const mail of [visitor, lead]) expectPriceShown(mail, quote.body.price, quote.body.priceParts);
    expect(visitor.text).toContain(BIG.telephoneNumber);
    await expectVisitorLink(server.db, visitor, { flow: 'quickBooking', reference: reservationId }, mails);
    expect(lead.text).toContain(formatPhone(body.customerTel));
  });

  it('a write that is refused or replayed sends nothing more', async () => {
    const date = openDateAhead(21, BIG.closedWeekdays);
    const quote = await server.post<{ price: number }>('/api/kantan-yoyaku/quote/', quoteBody(BIG.code, date));
    const body = reserveBody(BIG.code, date, quote.body.price, 7_005);
    const first = await server.post<QuickBookingReserveResponse>('/api/kantan-yoyaku/reserve/', body, { 'Idempotency-Key': 'mail-once' });
    const replay = await server.post<QuickBookingReserveResponse>('/api/kantan-yoyaku/reserve/', body, { 'Idempotency-Key': 'mail-once' });
    const duplicate = await server.post('/api/kantan-yoyaku/reserve/', body);
    expect([first.status, replay.status, duplicate.status]).toEqual([200, 200, 409]);
    const mails = await messagesOf(first.body.reservationId, 2);
    // The visitor's address reached the relay exactly twice: as the confirmation's recipient and the lead's Reply-To.
    expect(peer.received.filter((mail) => mail.to.includes(body.customerEmail) || mail.replyTo === body.customerEmail)).toEqual(mails);
    // Sent, the outbox keeps it nowhere.
    const { rows } = await server.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM outbox_messages WHERE recipient = $1 OR reply_to = $1',
      [body.customerEmail],
    );
    expect(rows[0]!.count).toBe(0);
  });
});

describe.each(testDatabaseKinds())('mail when the relay fails, on %s', (database) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('a request made while the relay is down still succeeds, and its messages arrive once the relay is up', async () => {
    const port = await freePort();
    const server = await startTestServer({ database, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    cleanups.push(() => server.close());
    const body = estimateBody([BIG.code, SECOND.code], openDateAhead(15, [...BIG.closedWeekdays, ...SECOND.closedWeekdays]), 7_101);
    const response = await server.post<EstimateResponse>('/api/estimate/', body);
    expect(response.status).toBe(200);
    const { requestId } = response.body;

    // The first try has failed, reaching no relay; the messages wait, none lost.
    await expect.poll(async () => (await server.db.query<{ waiting: boolean }>(
      `SELECT bool_and(waiting_for_relay AND status = 'pending') AS waiting FROM outbox_messages WHERE reference = $1`, [requestId])).rows[0]!.waiting,
    { timeout: 20_000 }).toBe(true);

    const peer = await startSmtpPeer({ port });
    cleanups.push(() => peer.close());
    const mails = await peer.waitFor((received) => received.filter((mail) => mail.subject.includes(requestId)).length >= 3);
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual([body.email, BIG.leadEmail, SECOND.leadEmail].sort());
  });

  it('a refused address and a relay answering 5xx are retried, then kept as failed with the error, the server unharmed', async () => {
    let clock = Date.now();
    const nobody = 'nobody@example.jp';
    const peer = await startSmtpPeer({
      refuseRecipient: (address) => address === nobody,
      refuseData: (to) => (to.includes(BIG.leadEmail) ? { code: 554, text: '5.7.1 message refused' } : undefined),
    });
    cleanups.push(() => peer.close());
    const server = await startTestServer({ database, now: () => new Date(clock), env: { SMTP_URL: peer.url, OUTBOX_MAX_ATTEMPTS: '3' } });
    cleanups.push(() => server.close());
    const body = estimateBody([BIG.code, SECOND.code], openDateAhead(16, [...BIG.closedWeekdays, ...SECOND.closedWeekdays]), 7_102, { email: nobody });
    const response = await server.post<EstimateResponse>('/api/estimate/', body);
    expect(response.status).toBe(200);
    const { requestId } = response.body;
    const rowsOf = async () => (await server.db.query<{ recipient: string; status: string; attempts: number; last_error: string | null; claimed_by: string | null }>(
      'SELECT recipient, status, attempts, last_error, claimed_by FROM outbox_messages WHERE reference = $1 ORDER BY recipient', [requestId])).rows;
    /** Messages whose try number `tries` has failed and been recorded (no longer claimed). */
    const failedTries = async (tries: number) => (await rowsOf()).filter((row) => row.attempts === tries && row.last_error !== null && row.claimed_by === null).length;

    // The good lead goes out; the two refused messages fail their first try and wait for the clock.
    await peer.waitFor((received) => received.some((mail) => mail.to[0] === SECOND.leadEmail && mail.subject.includes(requestId)));
    await expect.poll(() => failedTries(1), { timeout: 15_000 }).toBe(2);
    for (let tries = 2; tries <= 3; tries++) {
      clock += 61_000;
      server.outbox.wake();
      await expect.poll(() => failedTries(tries), { timeout: 15_000 }).toBe(2);
    }
    await server.outbox.settled();
    const rows = await rowsOf();
    expect(rows.find((row) => row.recipient === nobody)).toMatchObject({ status: 'failed', attempts: 3, last_error: expect.stringContaining('550') });
    expect(rows.find((row) => row.recipient === BIG.leadEmail)).toMatchObject({ status: 'failed', attempts: 3, last_error: expect.stringContaining('554') });
    expect(rows.find((row) => row.recipient === SECOND.leadEmail)).toMatchObject({ status: 'sent', attempts: 1 });
    // Failed for good: a further hour brings no more tries.
    clock += 3_600_000;
    server.outbox.wake();
    await server.outbox.settled();
    expect((await rowsOf()).map((row) => row.attempts)).toEqual(rows.map((row) => row.attempts));
    expect((await server.get('/api/health/')).status).toBe(200);
  });
});
