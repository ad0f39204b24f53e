import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../domain/api/errors.ts';
import type { LeadResponse } from '../../domain/api/lead.ts';
import type { MyMoveDateQuote, MyMoveView } from '../../domain/api/myMove.ts';
import type { QuickBookingReserveResponse } from '../../domain/api/quickBooking.ts';
import { addIsoDays } from '../../domain/dates/bookableWindow.ts';
import { dateProposalAnswerBy } from '../../server/leads/lead-deadlines.ts';
import { companies } from '../support/catalogue.ts';
import { testDatabaseKinds } from '../support/databases.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { startSmtpPeer, type ReceivedMail, type SmtpPeer } from '../support/smtp-peer.ts';
import { VISITOR_LINK, bearer } from '../support/visitorLink.ts';
import { openDateAhead, quoteBody, reserveBody } from './marketplace-requests.ts';

/** Serves Saitama and Tokyo with a capacity of 3 a day. */
const SMALL = companies.find((company) => company.code === 'K0020')!;
const LEAD_LINK = /https:\/\/hikkoshi\.example\.jp\/lead\/#([A-Za-z0-9_-]{43})/;

/**
 * Issue 34, item 6: a visitor's new day for a quick booking its company confirmed is a proposal. The
 * confirmed day stands (its unit, its fees) until the company accepts; declined or expired, the new
 * day's unit goes back. The company is asked by e-mail (to a real SMTP peer) with its lead link.
 */
describe.each(testDatabaseKinds())('a new day for a confirmed booking waits for the company, on %s', (database) => {
  let peer: SmtpPeer;
  let server: TestServer;
  /** The server's clock: real time, or the instant a test stands at. */
  let standingAt: number | null = null;
  const now = () => new Date(standingAt ?? Date.now());
  let n = 61_000;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    server = await startTestServer({ database, now, env: { SMTP_URL: peer.url, PUBLIC_URL: 'https://hikkoshi.example.jp' } });
  });
  afterAll(async () => {
    await server?.close();
    await peer?.close();
  });

  const myMove = (token: string) => server.get<MyMoveView>('/api/my-move/', bearer(token));
  const lead = (token: string) => server.get<LeadResponse>('/api/lead/', bearer(token));
  const answerProposal = (token: string, answer: 'accept' | 'decline', date: string) =>
    server.post<LeadResponse & ApiErrorBody>(`/api/lead/date-proposal/${answer}/`, { date }, bearer(token));

  async function unitsOn(date: string): Promise<number> {
    const { rows } = await server.db.query<{ booked: number }>('SELECT booked FROM company_day_bookings WHERE company_code = $1 AND moving_date = $2::date', [SMALL.code, date]);
    return rows[0]?.booked ?? 0;
  }

  /** The mails about `reference` the peer received whose subject has `words`, once `count` of them arrived. */
  async function mailsAbout(reference: string, words: string, count = 1): Promise<ReceivedMail[]> {
    const matching = (received: readonly ReceivedMail[]) => received.filter((mail) => mail.subject.includes(reference) && mail.subject.includes(words));
    await peer.waitFor((received) => matching(received).length >= count);
    return matching(peer.received);
  }

  /** The visitor's link token, from their confirmation as the relay received it (the outbox keeps no sent body). */
  async function visitorTokenOf(reference: string): Promise<string> {
    const isConfirmation = (mail: ReceivedMail) => mail.subject.includes(reference) && VISITOR_LINK.test(mail.text);
    await peer.waitFor((received) => received.some(isConfirmation));
    return VISITOR_LINK.exec(peer.received.find(isConfirmation)!.text)![1]!;
  }

  /** A quick booking on `date` its company confirmed, with the visitor's and the company's link tokens. */
  async function confirmedBooking(date: string) {
    const quote = await server.post<{ price: number }>('/api/kantan-yoyaku/quote/', quoteBody(SMALL.code, date));
    const booked = await server.post<QuickBookingReserveResponse>('/api/kantan-yoyaku/reserve/', reserveBody(SMALL.code, date, quote.body.price, n++));
    expect(booked.status).toBe(200);
    const reference = booked.body.reservationId;
    const [leadMail] = await mailsAbout(reference, 'かんたん予約');
    const companyToken = LEAD_LINK.exec(leadMail!.text)![1]!;
    expect((await server.post('/api/lead/confirm/', {}, bearer(companyToken))).status).toBe(200);
    return { reference, price: quote.body.price, visitor: await visitorTokenOf(reference), companyToken };
  }

  /** Asks for `date` from the visitor's page at the price quoted for it. */
  async function propose(visitor: string, date: string) {
    const quote = await server.post<MyMoveDateQuote>('/api/my-move/date-quote/', { movingDate: date }, bearer(visitor));
    expect(quote.status).toBe(200);
    return server.post<MyMoveView & ApiErrorBody>('/api/my-move/change-date/', { movingDate: date, price: quote.body.proposed.price }, bearer(visitor));
  }

  it('keeps the confirmed day, holds the new one, asks the company by e-mail with its link; accepted, the booking moves and the old unit goes back', async () => {
    const date = openDateAhead(12, SMALL.closedWeekdays);
    const later = openDateAhead(19, SMALL.closedWeekdays);
    const booking = await confirmedBooking(date);
    const [before, laterBefore] = [await unitsOn(date), await unitsOn(later)];

    const [first, repeat] = await Promise.all([propose(booking.visitor, later), propose(booking.visitor, later)]);
    expect([first.status, repeat.status]).toEqual([200, 200]);
    const view = (await myMove(booking.visitor)).body;
    // The day the company agreed to stands; the new one waits, its unit held.
    expect(view.booking).toMatchObject({ movingDate: date, dateProposal: { date: later, answerBy: expect.any(String) } });
    expect(view.companies[0]!.status).toBe('confirmed');
    expect(view.fields.find((field) => field.label === '引越し予定日')!.value).toContain(String(Number(date.slice(8, 10))));
    expect([await unitsOn(date), await unitsOn(later)]).toEqual([before, laterBefore + 1]);
    // The deadline is an unanswered lead's: 48 hours, or the start of the eve of the earlier day.
    const proposal = await server.db.query<{ proposed_at: Date | string }>(
      `SELECT p.proposed_at FROM lead_date_proposals p JOIN leads l ON l.id = p.lead_id JOIN requests r ON r.id = l.request_id
        WHERE r.reference = $1 AND p.status = 'waiting'`, [booking.reference]);
    expect(proposal.rowCount).toBe(1);
    const proposedAt = new Date(proposal.rows[0]!.proposed_at);
    expect(view.booking!.dateProposal!.answerBy).toBe(dateProposalAnswerBy(proposedAt, date, later).toISOString());
    expect(Date.parse(view.booking!.dateProposal!.answerBy) - proposedAt.getTime()).toBeLessThanOrEqual(48 * 3_600_000);
    const stored = await server.db.query<{ moving_date: string }>('SELECT moving_date FROM requests WHERE reference = $1', [booking.reference]);
    expect(stored.rows[0]!.moving_date).toBe(date);

    // The company is asked once, in Japanese, with a link that opens its lead and shows the proposal.
    const [asked] = await mailsAbout(booking.reference, '日程変更のご相談');
    expect(asked!.to).toEqual([SMALL.leadEmail]);
    expect(asked!.text).toContain('確定済みの引越し日');
    expect(asked!.text).toContain('ご希望の新しい引越し日');
    const token = LEAD_LINK.exec(asked!.text)![1]!;
    const shown = (await lead(token)).body;
    expect(shown.dateProposal).toMatchObject({ confirmedDate: date, proposedDate: later, confirmedPrice: { total: booking.price }, answerBy: view.booking!.dateProposal!.answerBy });
    // The visitor is told the confirmed day stands meanwhile.
    const [waiting] = await mailsAbout(booking.reference, 'に確認しています');
    expect(waiting!.text).toContain('承諾があるまで、ご予約は確定済みの');

    const accepted = await answerProposal(token, 'accept', later);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'confirmed', dateProposal: null });
    expect(accepted.body.move.find((row) => row.label === '引越し予定日')!.value).toContain(String(Number(later.slice(8, 10))));
    // The same answer again is the first; the other is refused in words.
    expect((await answerProposal(token, 'accept', later)).status).toBe(200);
    const refused = await answerProposal(token, 'decline', later);
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0]).toMatchObject({ code: 'LEAD_DATE_PROPOSAL_CLOSED', message: 'この日程変更には、すでに「承諾」と回答済みです。' });

    expect([await unitsOn(date), await unitsOn(later)]).toEqual([before - 1, laterBefore + 1]);
    const moved = (await myMove(booking.visitor)).body.booking!;
    expect(moved).toMatchObject({ movingDate: later, dateProposal: null });
    const [told] = await mailsAbout(booking.reference, '引越し日の変更を承諾しました');
    expect(told!.text).toContain('ご予約の引越し日：');
    const changes = await server.db.query('SELECT 1 FROM lead_date_changes c JOIN leads l ON l.id = c.lead_id JOIN requests r ON r.id = l.request_id WHERE r.reference = $1', [booking.reference]);
    expect(changes.rowCount).toBe(1);
  });

  it('declined, the new day\'s unit goes back and the confirmed day stands, the visitor told so; fees count from the confirmed day meanwhile', async () => {
    const date = openDateAhead(26, SMALL.closedWeekdays);
    const later = openDateAhead(33, SMALL.closedWeekdays);
    const booking = await confirmedBooking(date);
    const laterBefore = await unitsOn(later);
    expect((await propose(booking.visitor, later)).status).toBe(200);
    // On the confirmed day's 前日 the fee is the confirmed day's, whatever day was asked for.
    standingAt = Date.parse(`${addIsoDays(date, -1)}T10:00:00+09:00`);
    try {
      expect((await myMove(booking.visitor)).body.booking!.cancellation).toMatchObject({ period: '前日', percent: 30 });
    } finally {
      standingAt = null;
    }
    const declined = await answerProposal(booking.companyToken, 'decline', later);
    expect(declined.status).toBe(200);
    expect(declined.body.dateProposal).toBeNull();
    expect(await unitsOn(later)).toBe(laterBefore);
    expect((await myMove(booking.visitor)).body.booking).toMatchObject({ movingDate: date, dateProposal: null });
    const [told] = await mailsAbout(booking.reference, 'お受けできませんでした');
    expect(told!.text).toContain('ご予約の引越し日：');
  });

  it('left unanswered, it ends at its deadline (the expiry job, on the server\'s clock): the new unit goes back, a late answer is refused', async () => {
    const date = openDateAhead(40, SMALL.closedWeekdays);
    const later = openDateAhead(47, SMALL.closedWeekdays);
    const booking = await confirmedBooking(date);
    const laterBefore = await unitsOn(later);
    const answerBy = Date.parse((await propose(booking.visitor, later)).body.booking!.dateProposal!.answerBy);
    standingAt = answerBy - 1;
    try {
      await server.leadExpiry.runOnce();
      expect((await myMove(booking.visitor)).body.booking!.dateProposal).not.toBeNull();
      standingAt = answerBy;
      const late = await answerProposal(booking.companyToken, 'accept', later);
      expect(late.status).toBe(409);
      expect(late.body.errors[0]!.message).toContain('回答期限を過ぎたため');
      await server.leadExpiry.runOnce();
      expect((await myMove(booking.visitor)).body.booking).toMatchObject({ movingDate: date, dateProposal: null });
      expect(await unitsOn(later)).toBe(laterBefore);
      // Sent while the clock still stands past the deadline: the outbox sends what is due by its clock.
      const [told] = await mailsAbout(booking.reference, '回答がありませんでした');
      expect(told!.text).toContain('ご予約の引越し日：');
    } finally {
      standingAt = null;
    }
  });

  it('a second new day replaces the first (its unit goes back); a cancel ends the waiting one too, and both units go back', async () => {
    const date = openDateAhead(54, SMALL.closedWeekdays);
    const first = openDateAhead(61, SMALL.closedWeekdays);
    let second = addIsoDays(first, 1);
    while (SMALL.closedWeekdays.includes(new Date(`${second}T00:00:00Z`).getUTCDay())) second = addIsoDays(second, 1);
    const booking = await confirmedBooking(date);
    const [dateBefore, firstBefore, secondBefore] = [await unitsOn(date), await unitsOn(first), await unitsOn(second)];
    expect((await propose(booking.visitor, first)).status).toBe(200);
    expect((await propose(booking.visitor, second)).status).toBe(200);
    expect([await unitsOn(first), await unitsOn(second)]).toEqual([firstBefore, secondBefore + 1]);
    await mailsAbout(booking.reference, '日程変更のご相談', 2);
    const stale = await answerProposal(booking.companyToken, 'accept', first);
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0]!.message).toContain('別の日に変えた');

    const cancelled = await server.post<MyMoveView>('/api/my-move/cancel/', { fee: 0 }, bearer(booking.visitor));
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.booking!.dateProposal).toBeNull();
    expect([await unitsOn(date), await unitsOn(second)]).toEqual([dateBefore - 1, secondBefore]);
    const late = await answerProposal(booking.companyToken, 'accept', second);
    expect(late.status).toBe(409);
    expect(late.body.errors[0]!.message).toBe('お客様がこのご予約をキャンセルしたため、回答できません。');
  });

  it('an accept and the visitor\'s cancel at once: one wins, and every unit is held by what stands', async () => {
    const date = openDateAhead(68, SMALL.closedWeekdays);
    const later = openDateAhead(75, SMALL.closedWeekdays);
    const booking = await confirmedBooking(date);
    const [dateBefore, laterBefore] = [await unitsOn(date), await unitsOn(later)];
    expect((await propose(booking.visitor, later)).status).toBe(200);
    const [accepted, cancelled] = await Promise.all([
      answerProposal(booking.companyToken, 'accept', later),
      server.post<MyMoveView>('/api/my-move/cancel/', { fee: 0 }, bearer(booking.visitor)),
    ]);
    expect(cancelled.status).toBe(200);
    expect([200, 409]).toContain(accepted.status);
    // Cancelled either way: neither day keeps a unit for it.
    expect([await unitsOn(date), await unitsOn(later)]).toEqual([dateBefore - 1, laterBefore]);
  });

  it('a booking still open simply moves, as before: no proposal, no company answer needed', async () => {
    const date = openDateAhead(5, SMALL.closedWeekdays);
    const later = openDateAhead(9, SMALL.closedWeekdays);
    const quote = await server.post<{ price: number }>('/api/kantan-yoyaku/quote/', quoteBody(SMALL.code, date));
    const booked = await server.post<QuickBookingReserveResponse>('/api/kantan-yoyaku/reserve/', reserveBody(SMALL.code, date, quote.body.price, n++));
    const visitor = await visitorTokenOf(booked.body.reservationId);
    const moved = await propose(visitor, later);
    expect(moved.body.booking).toMatchObject({ movingDate: later, dateProposal: null });
  });
});
