import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../domain/api/errors.ts';
import type { EstimateResponse } from '../../domain/api/estimate.ts';
import type { MyMoveDateQuote, MyMoveErased, MyMoveView } from '../../domain/api/myMove.ts';
import type { PricePart } from '../../domain/api/priceLines.ts';
import type { CompanyAvailabilityResponse, PriceChangedBody, QuickBookingReserveResponse, QuickQuoteResponse } from '../../domain/api/quickBooking.ts';
import type { ReservationCompaniesResponse, ReservationReserveResponse } from '../../domain/api/reservation.ts';
import { addIsoDays } from '../../domain/dates/bookableWindow.ts';
import { weekdayOf } from '../../server/marketplace/calendar.ts';
import { companies } from '../support/catalogue.ts';
import { testDatabaseKinds } from '../support/databases.ts';
import { sentCopies } from '../support/sent-copies.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { bearer, visitorToken } from '../support/visitorLink.ts';
import { companyAvailabilityBody, estimateBody, openDateAhead, quoteBody, reservationBody, reservationCompaniesQuery, reserveBody } from './marketplace-requests.ts';

const ENGLISH = { 'Accept-Language': 'en-US,en;q=0.9,ja;q=0.5' };
const JAPANESE_PAGE = { 'Accept-Language': 'ja,en;q=0.8' };
const BIG = companies.find((company) => company.order === 1)!;
/** Serves Saitama and Tokyo, closed on Wednesdays, open 9:00〜19:00. */
const WEDNESDAYS = companies.find((company) => company.code === 'K0020')!;

/** Kana, kanji and full-width punctuation (the wave dash of 9:00〜19:00 among them). */
const JAPANESE = /[\u3000-\u303f\u3040-\u30ff\u3400-\u9fff\uff01-\uff5e]/u;

/** A price's parts without their labels: what the two languages must share. */
const unlabelled = (parts: readonly PricePart[] | null) => parts?.map(({ code, amount }) => ({ code, amount })) ?? null;

/** The same parts, each named in English: the same codes and amounts, no Japanese. */
function expectEnglishParts(english: readonly PricePart[] | null, japanese: readonly PricePart[] | null): void {
  expect(unlabelled(english)).toEqual(unlabelled(japanese));
  for (const part of english ?? []) expect(part.label).not.toMatch(JAPANESE);
  for (const part of japanese ?? []) expect(part.label).toMatch(JAPANESE);
}

/** A text with the names and typed words it may quote in Japanese taken out. */
function withoutQuoted(text: string, quoted: readonly string[]): string {
  return quoted.reduce((rest, words) => rest.replaceAll(words, ''), text);
}

describe.each(testDatabaseKinds())('the answers an English page reads, on %s (issue 28)', (database) => {
  let server: TestServer;
  let n = 28_800;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server?.close());

  it('names the parts of every price in English for an English page, the same prices and codes; the companies still read Japanese', async () => {
    const date = openDateAhead(19, BIG.closedWeekdays);
    const query = `/api/reservation/companies/?${reservationCompaniesQuery(date, '1')}`;
    const [english, japanese] = await Promise.all([server.get<ReservationCompaniesResponse>(query, ENGLISH), server.get<ReservationCompaniesResponse>(query)]);
    expect(english.headers.get('vary') ?? '').toMatch(/accept-language/i);
    expect(english.body.companies.map((company) => company.kissCd)).toEqual(japanese.body.companies.map((company) => company.kissCd));
    for (const [index, company] of english.body.companies.entries()) expectEnglishParts(company.priceParts, japanese.body.companies[index]!.priceParts);
    expect(english.body.companies[0]!.priceParts!.map((part) => part.label)).toEqual(expect.arrayContaining(['Morning slot surcharge']));

    const [quoteEn, quoteJa] = await Promise.all([
      server.post<QuickQuoteResponse>('/api/kantan-yoyaku/quote/', quoteBody(BIG.code, date), ENGLISH),
      server.post<QuickQuoteResponse>('/api/kantan-yoyaku/quote/', quoteBody(BIG.code, date), JAPANESE_PAGE),
    ]);
    expectEnglishParts(quoteEn.body.priceParts, quoteJa.body.priceParts);
    expectEnglishParts(quoteEn.body.priceForAmParts, quoteJa.body.priceForAmParts);
    expect(quoteEn.body.priceParts.map((part) => part.label)).toContain('Stairs surcharge (old home, 3rd floor, no elevator)');

    const estimate = await server.post<EstimateResponse>('/api/estimate/', estimateBody([BIG.code], date, ++n), ENGLISH);
    const estimateJa = await server.post<EstimateResponse>('/api/estimate/', estimateBody([BIG.code], date, ++n));
    expectEnglishParts(estimate.body.estimate[0]!.priceParts, estimateJa.body.estimate[0]!.priceParts);
    const [lead] = await sentCopies(server.db, estimate.body.requestId, 'company-lead');
    expect(lead!.text).toContain(estimateJa.body.estimate[0]!.priceParts![0]!.label);

    const reserved = await server.post<ReservationReserveResponse>('/api/reservation/reserve/', reservationBody([BIG.code], date, ++n), ENGLISH);
    expect(reserved.status).toBe(200);
    for (const part of reserved.body.companies[0]!.priceParts!) expect(part.label).not.toMatch(JAPANESE);
  });

  it('answers the quick-booking calendar in each language, each kept apart in the cache', async () => {
    const from = openDateAhead(25);
    const body = companyAvailabilityBody(from, addIsoDays(from, 6));
    const calendar = (headers: Record<string, string>) => server.post<CompanyAvailabilityResponse>('/api/kantan-yoyaku/company-availability/', body, headers);
    const japanese = await calendar(JAPANESE_PAGE);
    const english = await calendar(ENGLISH);
    expect(english.headers.get('vary') ?? '').toMatch(/accept-language/i);
    expect((await calendar(JAPANESE_PAGE)).body).toEqual(japanese.body);
    expect((await calendar(ENGLISH)).body).toEqual(english.body);
    expect(english.body.results.map((day) => day.date)).toEqual(japanese.body.results.map((day) => day.date));
    for (const [dayIndex, day] of english.body.results.entries()) {
      for (const [index, info] of day.companyInfos.entries()) {
        const same = japanese.body.results[dayIndex]!.companyInfos[index]!;
        expect({ ...info, priceParts: null, priceForAmParts: null, businessHours: null }).toEqual({ ...same, priceParts: null, priceForAmParts: null, businessHours: null });
        expectEnglishParts(info.priceParts, same.priceParts);
        expectEnglishParts(info.priceForAmParts, same.priceForAmParts);
        expect(info.businessHours).toBe(same.businessHours.replace('〜', '–'));
        expect(withoutQuoted(JSON.stringify(info), [info.name])).not.toMatch(JAPANESE);
      }
    }
  });

  it('says a changed price in English, part by part', async () => {
    const date = openDateAhead(21, BIG.closedWeekdays);
    const refused = await server.post<ApiErrorBody & PriceChangedBody>('/api/kantan-yoyaku/reserve/', reserveBody(BIG.code, date, 1_000, ++n), ENGLISH);
    expect(refused.status).toBe(409);
    expect(refused.body.currentPriceParts.length).toBeGreaterThan(0);
    for (const part of refused.body.currentPriceParts) expect(part.label).not.toMatch(JAPANESE);
  });

  it('shows a quick booking on the English page in English: the move, the price, the company\'s hours and closed days, a new day\'s price', async () => {
    const date = openDateAhead(30, WEDNESDAYS.closedWeekdays);
    const quote = await server.post<QuickQuoteResponse>('/api/kantan-yoyaku/quote/', quoteBody(WEDNESDAYS.code, date));
    const booked = await server.post<QuickBookingReserveResponse>('/api/kantan-yoyaku/reserve/', reserveBody(WEDNESDAYS.code, date, quote.body.price, ++n));
    expect(booked.status).toBe(200);
    const token = await visitorToken(server.db, booked.body.reservationId);
    const english = await server.get<MyMoveView>('/api/my-move/', { ...bearer(token), ...ENGLISH });
    const japanese = await server.get<MyMoveView>('/api/my-move/', { ...bearer(token), ...JAPANESE_PAGE });
    expect(english.headers.get('vary') ?? '').toMatch(/accept-language/i);

    expect(english.body.fields.map((field) => field.label)).toEqual(['Moving from', 'Moving to', 'Moving date', 'Time', 'People', 'Belongings', 'Belongings not on the list']);
    expect(english.body.fields[0]!.value).toContain('1-2-3 Shinjuku, Shinjuku-ku, Tokyo 160-0022');
    expect(japanese.body.fields.map((field) => field.label)).toEqual(['引越し元', '引越し先', '引越し予定日', '時間帯', '人数', '荷物', 'リスト以外の荷物']);
    expect(japanese.body.fields[0]!.value).toContain('〒160-0022 東京都新宿区新宿1-2-3');
    expect(english.body.booking).toMatchObject({ closedDays: ['Wed'], businessHours: WEDNESDAYS.businessHours.replace('〜', '–') });
    expect(japanese.body.booking).toMatchObject({ closedDays: ['水'], businessHours: WEDNESDAYS.businessHours });
    expectEnglishParts(english.body.companies[0]!.priceParts, japanese.body.companies[0]!.priceParts);
    // A quick booking's period of cancellation is a message id, which the page reads in its language.
    const { cancellation: _en, ...englishBooking } = english.body.booking!;
    expect(withoutQuoted(JSON.stringify({ ...english.body, booking: englishBooking }), [WEDNESDAYS.name])).not.toMatch(JAPANESE);

    let newDate = addIsoDays(date, 2);
    while (WEDNESDAYS.closedWeekdays.includes(weekdayOf(newDate))) newDate = addIsoDays(newDate, 1);
    const requote = (headers: Record<string, string>) => server.post<MyMoveDateQuote>('/api/my-move/date-quote/', { movingDate: newDate }, { ...bearer(token), ...headers });
    const [quoteEn, quoteJa] = [await requote(ENGLISH), await requote(JAPANESE_PAGE)];
    expect(quoteEn.status).toBe(200);
    expectEnglishParts(quoteEn.body.current.priceParts, quoteJa.body.current.priceParts);
    expectEnglishParts(quoteEn.body.proposed.priceParts, quoteJa.body.proposed.priceParts);

    const stale = await server.post<ApiErrorBody & PriceChangedBody>('/api/my-move/change-date/', { movingDate: newDate, price: quoteEn.body.proposed.price + 100 }, { ...bearer(token), ...ENGLISH });
    expect(stale.status).toBe(409);
    expectEnglishParts(stale.body.currentPriceParts, quoteJa.body.proposed.priceParts);
    const moved = await server.post<MyMoveView>('/api/my-move/change-date/', { movingDate: newDate, price: quoteEn.body.proposed.price }, { ...bearer(token), ...ENGLISH });
    expect(moved.status).toBe(200);
    expect(moved.body.booking!.movingDate).toBe(newDate);
    expect(moved.body.fields[0]!.label).toBe('Moving from');
    // What is stored stays the engine's Japanese, which the company reads.
    const stored = await server.db.query<{ price_parts: PricePart[] | string }>(
      'SELECT l.price_parts FROM leads l JOIN requests r ON r.id = l.request_id WHERE r.reference = $1', [booked.body.reservationId]);
    const storedParts = typeof stored.rows[0]!.price_parts === 'string' ? JSON.parse(stored.rows[0]!.price_parts) as PricePart[] : stored.rows[0]!.price_parts;
    expect(storedParts).toEqual(quoteJa.body.proposed.priceParts);

    const erased = await server.post<MyMoveErased>('/api/my-move/erase/', { fee: 0 }, { ...bearer(token), ...ENGLISH });
    expect(erased.status).toBe(200);
    expect(erased.body.erased).toEqual(['Name and name in katakana', 'Email address', 'Phone number', 'Street address and building name', 'Belongings not on the list']);
    expect(erased.body.ended).toEqual([WEDNESDAYS.name]);
  });

  it('shows an estimate request on the English page in English, and withdraws from it in English', async () => {
    const date = openDateAhead(33, BIG.closedWeekdays);
    const estimate = await server.post<EstimateResponse>('/api/estimate/', estimateBody([BIG.code], date, ++n));
    const token = await visitorToken(server.db, estimate.body.requestId);
    const english = await server.get<MyMoveView>('/api/my-move/', { ...bearer(token), ...ENGLISH });
    expect(english.body.fields.map((field) => field.label)).toEqual(['Moving from', 'Moving to', 'Moving date', 'Time', 'People', 'Belongings', 'Belongings not on the list', 'Other requests']);
    expect(english.body.fields[1]!.value).toContain('Setagaya-ku, Tokyo');
    // The visitor typed the town in Japanese, and the company's name is a name.
    expect(withoutQuoted(JSON.stringify(english.body), [BIG.name, '桜新町'])).not.toMatch(JAPANESE);
    const withdrawn = await server.post<MyMoveView>('/api/my-move/withdraw/', { companyCodes: [BIG.code] }, { ...bearer(token), ...ENGLISH });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.companies[0]!.status).toBe('withdrawn');
    expect(withdrawn.body.fields[0]!.label).toBe('Moving from');
    const japanese = await server.get<MyMoveView>('/api/my-move/', bearer(token));
    expect(japanese.body.fields[0]!.label).toBe('引越し元');
    expect(japanese.body.companies[0]!.priceParts![0]!.label).toMatch(/^基本料金（/);
  });
});
