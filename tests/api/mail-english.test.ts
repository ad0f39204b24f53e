import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EstimateResponse } from '../../domain/api/estimate.ts';
import type { QuickBookingReserveResponse } from '../../domain/api/quickBooking.ts';
import type { ReservationReserveResponse } from '../../domain/api/reservation.ts';
import { formatYen } from '../../domain/format/price.ts';
import { openPrivateLink } from '../../server/links/private-link.ts';
import { alliances, companies } from '../support/catalogue.ts';
import { testDatabaseKinds } from '../support/databases.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { startSmtpPeer, type ReceivedMail, type SmtpPeer } from '../support/smtp-peer.ts';
import { estimateBody, openDateAhead, quoteBody, reservationBody, reserveBody } from './marketplace-requests.ts';

const ENGLISH = { 'Accept-Language': 'en-US,en;q=0.9' };
const BIG = companies.find((company) => company.order === 1)!;
const SECOND = companies.find((company) => company.order === 2)!;
/** Serves Saitama and Tokyo, closed on Wednesdays. */
const WEDNESDAYS = companies.find((company) => company.code === 'K0020')!;
const INTERNET = alliances.find((alliance) => alliance.id === 'A001')!;
const CLOSED = [...BIG.closedWeekdays, ...SECOND.closedWeekdays];

/** Kana and kanji: what an English message may carry only where a visitor typed it or a name is a name. */
const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/u;

/** Everything a person reads of a message: its subject, text and HTML. */
function readable({ subject, text, html }: Pick<ReceivedMail, 'subject' | 'text' | 'html'>): string {
  return `${subject}\n${text}\n${html}`;
}

/** A text with the names and typed words it may quote in Japanese taken out. */
function withoutQuoted(text: string, quoted: readonly string[]): string {
  return quoted.reduce((rest, words) => rest.replaceAll(words, ''), text);
}

describe.each(testDatabaseKinds())('the visitor\'s e-mails in English, the companies\' in Japanese, on %s (issue 28)', (database) => {
  let peer: SmtpPeer;
  let server: TestServer;
  let n = 28_500;
  /** The server's clock: real time, or the instant a test stands at (past a lead's deadline). */
  let standingAt: number | null = null;
  beforeAll(async () => {
    peer = await startSmtpPeer();
    server = await startTestServer({ database, now: () => new Date(standingAt ?? Date.now()), env: { SMTP_URL: peer.url, PUBLIC_URL: 'https://hikkoshi.example.jp' } });
  });
  afterAll(async () => {
    await server?.close();
    await peer?.close();
  });

  async function messagesOf(reference: string, count: number): Promise<ReceivedMail[]> {
    await peer.waitFor((received) => received.filter((mail) => mail.subject.includes(reference)).length >= count);
    return peer.received.filter((mail) => mail.subject.includes(reference));
  }

  /** The visitor's link opens their request's page in English. */
  async function expectEnglishPageLink(visitor: ReceivedMail, flow: 'estimate' | 'reservation' | 'quickBooking', reference: string): Promise<void> {
    const token = /https:\/\/hikkoshi\.example\.jp\/en\/my-move\/#([A-Za-z0-9_-]{43})/.exec(visitor.text)?.[1];
    expect(token, 'the English page link').toBeDefined();
    expect(visitor.html).toContain(`https://hikkoshi.example.jp/en/my-move/#${token}`);
    expect(visitor.text).toContain('Open your request page');
    expect(await openPrivateLink(server.db, token!, new Date())).toMatchObject({ audience: 'visitor', flow, reference });
  }

  it('an estimate: the confirmation in English with the places in romaji; each lead in Japanese, saying the visitor prefers English by e-mail', async () => {
    const date = openDateAhead(12, CLOSED);
    const body = estimateBody([BIG.code, SECOND.code], date, ++n, { shimei: 'Jane Smith', alliance: [INTERNET.id], toTownArea: 'Sakurashinmachi' });
    const response = await server.post<EstimateResponse>('/api/estimate/', body, ENGLISH);
    expect(response.status).toBe(200);
    const { requestId, estimate } = response.body;
    const stored = await server.db.query<{ locale: string }>('SELECT locale FROM requests WHERE reference = $1', [requestId]);
    expect(stored.rows[0]!.locale).toBe('en');

    const mails = await messagesOf(requestId, 4);
    const visitor = mails.find((mail) => mail.to[0] === body.email)!;
    expect(visitor.subject).toBe(`[Hikkoshi Hikaku] We have received your estimate request (reference ${requestId})`);
    for (const part of [visitor.text, visitor.html]) {
      expect(part).toContain('Dear Jane Smith,');
      expect(part).toContain('1-2-3 Shinjuku, Shinjuku-ku, Tokyo 160-0022');
      expect(part).toContain('Sakurashinmachi 4-5-6, Setagaya-ku, Tokyo');
      expect(part).toContain('Sofa (2-seater) × 1');
      expect(part).toContain('Email only');
      for (const company of estimate) expect(part).toContain(formatYen(company.price!, 'en'));
    }
    expect(visitor.text).toContain('Your request goes only to the 2 companies below.');
    expect(visitor.html).toContain('<html lang="en">');
    // The partner service by its English title, its own name kept as it is (issue 28).
    expect(visitor.text).toContain(`- ${INTERNET.texts.en!.title}\n`);
    expect(withoutQuoted(readable(visitor), [BIG.name, SECOND.name, INTERNET.title, body.shimeiKana])).not.toMatch(JAPANESE);
    await expectEnglishPageLink(visitor, 'estimate', requestId);

    for (const company of [BIG, SECOND]) {
      const lead = mails.find((mail) => mail.to[0] === company.leadEmail)!;
      expect(lead.subject).toBe(`【引越し比較】見積り依頼（受付番号 ${requestId}）`);
      // The companies still read the Japanese address, and the visitor's language next to the contact choice.
      expect(lead.text).toContain('〒160-0022 東京都新宿区新宿1-2-3');
      expect(lead.text).toContain('ご連絡方法：メールのみ');
      expect(lead.text).toContain('ご連絡の言語：お客様は英語でのご連絡（メール）をご希望です。');
    }
    const partner = mails.find((mail) => mail.to[0] === INTERNET.leadEmail)!;
    expect(partner.text).toContain('東京都世田谷区');
    expect(partner.text).toContain('お客様は英語でのご連絡（メール）をご希望です。');
  });

  it('a provisional reservation with calls allowed: the companies may call, and are asked to write when English on the phone is hard', async () => {
    const date = openDateAhead(14, CLOSED);
    const body = reservationBody([BIG.code], date, ++n, { contactMethod: 'phone', contactWindows: ['weekdayEvening'] });
    const response = await server.post<ReservationReserveResponse>('/api/reservation/reserve/', body, ENGLISH);
    expect(response.status).toBe(200);
    const { requestId, companies: accepted } = response.body;
    const mails = await messagesOf(requestId, 2);
    const visitor = mails.find((mail) => mail.to[0] === body.email)!;
    expect(visitor.subject).toBe(`[Hikkoshi Hikaku] We have received your provisional reservation request (reference ${requestId})`);
    expect(visitor.text).toContain('Email and phone: The companies call you only at the times you chose.');
    expect(visitor.text).toContain('Call times: Weekdays, evening (5–8 p.m.)');
    expect(visitor.text).toContain(`${BIG.name}  ${formatYen(accepted[0]!.price!, 'en')}`);
    expect(withoutQuoted(readable(visitor), [BIG.name, body.shimei, body.shimeiKana, body.toTownArea])).not.toMatch(JAPANESE);
    await expectEnglishPageLink(visitor, 'reservation', requestId);
    const lead = mails.find((mail) => mail.to[0] === BIG.leadEmail)!;
    expect(lead.text).toContain('ご連絡の言語：お客様は英語でのご連絡をご希望です（英語のページからのお申し込み）。英語でのお電話が難しい場合は、メールでご連絡ください。');
  });

  it('a quick booking: the hold in Japan time, the price and the closed days the English way', async () => {
    const date = openDateAhead(20, WEDNESDAYS.closedWeekdays);
    const quote = await server.post<{ price: number }>('/api/kantan-yoyaku/quote/', quoteBody(WEDNESDAYS.code, date));
    const body = reserveBody(WEDNESDAYS.code, date, quote.body.price, ++n, { customerName: 'John Doe', fromDetailAddress: 'Maison Shinjuku 301' });
    const response = await server.post<QuickBookingReserveResponse>('/api/kantan-yoyaku/reserve/', body, ENGLISH);
    expect(response.status).toBe(200);
    const { reservationId, expiredDate, closedDays } = response.body;
    expect(closedDays).toEqual(['Wed']);
    const mails = await messagesOf(reservationId, 2);
    const visitor = mails.find((mail) => mail.to[0] === body.customerEmail)!;
    expect(visitor.subject).toBe(`[Hikkoshi Hikaku] We have received your Quick Booking (booking ${reservationId})`);
    const expiry = new Intl.DateTimeFormat('en-US', {
      weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Tokyo', timeZoneName: 'shortGeneric',
    }).format(new Date(expiredDate));
    expect(visitor.text).toContain(`Held until: ${expiry}`);
    expect(expiry).toMatch(/Japan Time$/);
    expect(visitor.text).toContain("Company's regular closing days: Wed");
    expect(visitor.text).toContain(`Business hours: ${WEDNESDAYS.businessHours.replace('〜', '–')}`);
    // Each price line says what it is made of in English, as the English pages do.
    expect(visitor.text).toMatch(/ {4}Base fare {2}¥[\d,]+ \(Base fare \([\w -]+ truck\)\)\n/);
    expect(visitor.text).toContain(`Your booking keeps the price you were shown, ${formatYen(quote.body.price, 'en')}`);
    expect(visitor.text).toContain('Maison Shinjuku 301 Shinjuku, Shinjuku-ku, Tokyo 160-0022');
    expect(visitor.text).toContain(`Moving date: ${new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))}`);
    expect(withoutQuoted(readable(visitor), [WEDNESDAYS.name, body.customerNameKana])).not.toMatch(JAPANESE);
    await expectEnglishPageLink(visitor, 'quickBooking', reservationId);
    const stored = await server.db.query<{ locale: string }>('SELECT locale FROM requests WHERE reference = $1', [reservationId]);
    expect(stored.rows[0]!.locale).toBe('en');
    const lead = mails.find((mail) => mail.to[0] === WEDNESDAYS.leadEmail)!;
    expect(lead.text).toContain('〒160-0022 東京都新宿区新宿Maison Shinjuku 301');
    expect(lead.text).toContain('お客様は英語でのご連絡をご希望です');
  });

  it('a company\'s answer reaches the English visitor in English, with the way to another company in English', async () => {
    const date = openDateAhead(22, BIG.closedWeekdays);
    const quote = await server.post<{ price: number }>('/api/kantan-yoyaku/quote/', quoteBody(BIG.code, date));
    const body = reserveBody(BIG.code, date, quote.body.price, ++n);
    const { body: booked } = await server.post<QuickBookingReserveResponse>('/api/kantan-yoyaku/reserve/', body, ENGLISH);
    const lead = (await messagesOf(booked.reservationId, 2)).find((mail) => mail.to[0] === BIG.leadEmail)!;
    const token = /\/lead\/#([A-Za-z0-9_-]{43})/.exec(lead.text)![1]!;
    // The company's page answers in Japanese whatever its browser prefers.
    expect((await server.post('/api/lead/decline/', { reason: 'belongings' }, { authorization: `Bearer ${token}` })).status).toBe(200);

    const [, , answer] = await messagesOf(booked.reservationId, 3);
    expect(answer!.subject).toBe(`[Hikkoshi Hikaku] ${BIG.name} cannot take your booking (booking ${booked.reservationId})`);
    expect(answer!.text).toContain(`${BIG.name} has answered that it cannot take your booking. Reason: The company cannot carry some of your belongings.`);
    expect(answer!.text).toContain('Find another moving company\nhttps://hikkoshi.example.jp/en/kantan-yoyaku/?');
    expect(answer!.text).toMatch(/See or change your request\nhttps:\/\/hikkoshi\.example\.jp\/en\/my-move\/#/);
    expect(withoutQuoted(readable(answer!), [BIG.name, body.customerName])).not.toMatch(JAPANESE);
  });

  it('a lead that expires unanswered is told to the English visitor in English, its deadline in Japan time', async () => {
    const date = openDateAhead(30, CLOSED);
    const body = reservationBody([SECOND.code], date, ++n);
    const { body: reserved } = await server.post<ReservationReserveResponse>('/api/reservation/reserve/', body, ENGLISH);
    await messagesOf(reserved.requestId, 2);
    const { rows } = await server.db.query<{ answer_by: Date | string }>(
      'SELECT l.answer_by FROM leads l JOIN requests r ON r.id = l.request_id WHERE r.reference = $1', [reserved.requestId]);
    const deadline = new Date(rows[0]!.answer_by);
    standingAt = deadline.getTime();
    try {
      await server.leadExpiry.runOnce();
    } finally {
      standingAt = null;
    }
    // Written at the deadline, the message waits in the outbox until then: read it there.
    const answers = await server.db.query<{ subject: string; text_body: string; html_body: string }>(
      `SELECT subject, text_body, html_body FROM outbox_messages WHERE kind = 'lead-answer' AND reference = $1`, [reserved.requestId]);
    expect(answers.rows).toHaveLength(1);
    const { subject, text_body: text, html_body: html } = answers.rows[0]!;
    expect(subject).toBe(`[Hikkoshi Hikaku] ${SECOND.name} did not answer in time, so your provisional reservation has ended (reference ${reserved.requestId})`);
    expect(text).toContain(`${SECOND.name} did not answer by the deadline, ${new Intl.DateTimeFormat('en-US', {
      weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Tokyo', timeZoneName: 'shortGeneric',
    }).format(deadline)}.`);
    expect(text).toContain('Find another moving company\nhttps://hikkoshi.example.jp/en/reservation/');
    expect(withoutQuoted(readable({ subject, text, html }), [SECOND.name, body.shimei, body.shimeiKana, body.toTownArea])).not.toMatch(JAPANESE);
  });

  it('a Japanese request keeps every message Japanese', async () => {
    const date = openDateAhead(16, CLOSED);
    const body = estimateBody([BIG.code], date, ++n);
    const { body: estimate } = await server.post<EstimateResponse>('/api/estimate/', body);
    const mails = await messagesOf(estimate.requestId, 2);
    const visitor = mails.find((mail) => mail.to[0] === body.email)!;
    expect(visitor.subject).toBe(`【引越し比較】見積り依頼を受け付けました（受付番号 ${estimate.requestId}）`);
    expect(visitor.text).toContain('https://hikkoshi.example.jp/my-move/#');
    const lead = mails.find((mail) => mail.to[0] === BIG.leadEmail)!;
    expect(lead.text).not.toContain('ご連絡の言語');
  });
});
