import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../domain/api/errors.ts';
import { companies } from '../support/catalogue.ts';
import { testDatabaseKinds } from '../support/databases.ts';
import { startTestServer, type TestResponse, type TestServer } from '../support/server.ts';
import {
  companyAvailabilityBody,
  daysAhead,
  estimateBody,
  openDateAhead,
  quoteBody,
  reservationBody,
  reservationCompaniesQuery,
  reserveBody,
  SHINJUKU_DISTRICT,
} from './marketplace-requests.ts';

type Json = Record<string, unknown>;

/** A regional firm serving Tokyo with a small capacity and a closed weekday: the edge cases live there. */
const SMALL = companies.find((company) => company.code === 'K0020')!;
const BIG = companies.find((company) => company.order === 1)!;

/** A company's reviews in a new database, which has none. */
const NO_REVIEWS = { count: 0, mean: null, distribution: [0, 0, 0, 0, 0], priceKept: { kept: 0, of: 0 }, rankingScore: null };

/** The answer is an error of `status` in the API's shape, naming `code` on `field` (null: the request as a whole) among its errors. */
function expectError(response: TestResponse, status: number, code: string, field: string | null): ApiErrorBody {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  const body = response.body as ApiErrorBody;
  expect(body.errors.length).toBeGreaterThan(0);
  for (const error of body.errors) {
    expect(typeof error.code).toBe('string');
    expect(typeof error.message).toBe('string');
    expect(error.field === null || typeof error.field === 'string').toBe(true);
  }
  expect(body.errors.map((error) => [error.code, error.field])).toContainEqual([code, field]);
  return body;
}

async function currentPrice(server: TestServer, companyId: string, date: string, desiredTime: 'free' | 'am' = 'free') {
  const quote = await server.post<{ price: number; priceForAm: number | null }>('/api/kantan-yoyaku/quote/', quoteBody(companyId, date));
  expect(quote.status).toBe(200);
  return desiredTime === 'am' ? quote.body.priceForAm! : quote.body.price;
}

describe.each(testDatabaseKinds())('marketplace calls on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server.close());

  describe('GET /api/companies/', () => {
    const query = (overrides: Record<string, string> = {}) =>
      new URLSearchParams({
        fromTodofukenCd: '13', fromShikuchosonCd: '13104', fromMachiCd: SHINJUKU_DISTRICT, toTodofukenCd: '47', toShikuchosonCd: '47201',
        isYoteibi: '0', manCount: '2', ...overrides,
      }).toString();

    it('lists the companies serving both ends with their estimate flag and reviews, and the alliances of the move', async () => {
      const response = await server.get<{ kaisha: Json[]; alliance: Json[] }>(`/api/companies/?${query()}`);
      expect(response.status).toBe(200);
      const codes = response.body.kaisha.map((company) => company.kissCd);
      const serving = companies.filter((company) => company.servicePrefectures.has('13') && company.servicePrefectures.has('47'));
      expect(new Set(codes)).toEqual(new Set(serving.map((company) => company.code)));
      expect(response.body.kaisha[0]).toEqual({
        kissCd: expect.any(String), name: expect.any(String), estimate: expect.any(Boolean),
        // A new database has no reviews: the summary says so, as the other company answers' do (issue 38).
        reviews: NO_REVIEWS, languages: expect.arrayContaining(['ja']),
      });
      expect(response.body.alliance.length).toBeGreaterThan(0);
      expect(response.body.alliance[0]).toEqual({ alliance_id: expect.any(String), file_name: expect.any(String), title: expect.any(String), content: expect.any(String) });
    });

    it('answers 400 for a missing or malformed parameter', async () => {
      expectError(await server.get(`/api/companies/?${query({ manCount: '7' })}`), 400, 'INVALID_INPUT', 'manCount');
      expectError(await server.get('/api/companies/'), 400, 'INVALID_INPUT', 'fromTodofukenCd');
    });
  });

  describe('GET /api/reservation/companies/ and /api/reservation/alliances/', () => {
    it('prices each company for the day and time frame and gives their average', async () => {
      const date = openDateAhead(12, SMALL.closedWeekdays);
      const response = await server.get<{ companies: Json[]; averagePrice: number }>(`/api/reservation/companies/?${reservationCompaniesQuery(date)}`);
      expect(response.status).toBe(200);
      const prices = response.body.companies.map((company) => company.price as number);
      expect(prices.length).toBeGreaterThan(1);
      expect(response.body.averagePrice).toBe(Math.round(prices.reduce((a, b) => a + b, 0) / prices.length / 100) * 100);
      expect(response.body.companies[0]).toEqual({
        kissCd: expect.any(String), name: expect.any(String), price: expect.any(Number), priceParts: expect.any(Array),
        // A new database has no reviews: no score, and the reviews say so (issue 38).
        rate: null, reviews: NO_REVIEWS,
        logoFileNm: expect.stringMatching(/\.(png|jpe?g|gif|bmp)$/), estimate: expect.any(Boolean), languages: expect.arrayContaining(['ja']),
      });
      const morning = await server.get<{ companies: Json[] }>(`/api/reservation/companies/?${reservationCompaniesQuery(date, '1')}`);
      const amCodes = morning.body.companies.map((company) => company.kissCd);
      expect(amCodes.every((code) => companies.find((company) => company.code === code)!.acceptsAm)).toBe(true);
    });

    it('lists alliances for the two prefectures', async () => {
      const response = await server.get<{ alliance: Json[] }>('/api/reservation/alliances/?fromTodofukenCd=13&toTodofukenCd=47');
      expect(response.status).toBe(200);
      expect(response.body.alliance.map((alliance) => alliance.alliance_id)).toContain('A001');
    });

    it('answers 400 for bad parameters and for a day outside the booking window', async () => {
      expectError(await server.get('/api/reservation/alliances/?fromTodofukenCd=99&toTodofukenCd=13'), 400, 'INVALID_INPUT', 'fromTodofukenCd');
      expectError(await server.get(`/api/reservation/companies/?${reservationCompaniesQuery(daysAhead(1))}`), 400, 'OUT_OF_BOOKING_WINDOW', 'yoteiDateDay');
      expectError(await server.get('/api/reservation/companies/?fromTodofukenCd=13'), 400, 'INVALID_INPUT', 'fromShikuchosonCd');
    });
  });

  describe('GET /api/kantan-yoyaku/availability/', () => {
    const query = (fromDate: string, toDate: string) =>
      `/api/kantan-yoyaku/availability/?fromPrefectureId=13&fromCityId=13104&fromDistrictId=${SHINJUKU_DISTRICT}&toPrefectureId=14&toCityId=14101&fromDate=${fromDate}&toDate=${toDate}`;

    it('is true for a served route within the booking window and false for days that cannot be booked', async () => {
      expect((await server.get(query(daysAhead(0), daysAhead(30)))).body).toEqual({ result: true, errors: [] });
      expect((await server.get(query(daysAhead(0), daysAhead(2)))).body).toEqual({ result: false, errors: [] });
    });

    it('answers 400 for a missing parameter or a reversed range', async () => {
      expectError(await server.get('/api/kantan-yoyaku/availability/?fromPrefectureId=13'), 400, 'INVALID_INPUT', 'fromCityId');
      expectError(await server.get(query(daysAhead(20), daysAhead(10))), 400, 'INVALID_INPUT', 'toDate');
    });
  });

  describe('POST /api/kantan-yoyaku/company-availability/', () => {
    it('gives each day the companies that can take the move, without closed days or bookings before the window', async () => {
      const response = await server.post<{ results: { date: string; companyInfos: Json[] }[]; errors: [] }>(
        '/api/kantan-yoyaku/company-availability/',
        companyAvailabilityBody(daysAhead(0), daysAhead(40)),
      );
      expect(response.status).toBe(200);
      expect(response.body.errors).toEqual([]);
      const { results } = response.body;
      expect(results[0]!.date).toBe(daysAhead(3));
      expect(results.at(-1)!.date).toBe(daysAhead(40));
      const info = results[0]!.companyInfos[0]!;
      expect(Object.keys(info).sort()).toEqual([
        'acceptAmPreferredRequest', 'businessHours', 'companyId', 'languages', 'logoImageFilePath', 'name', 'order', 'price',
        'priceForAm', 'priceForAmParts', 'priceParts', 'reviews', 'satisfactionRate', 'telephoneNumber',
      ]);
      for (const day of results) {
        const weekday = new Date(`${day.date}T00:00:00Z`).getUTCDay();
        const small = day.companyInfos.find((company) => company.companyId === SMALL.code);
        expect(small === undefined).toBe(SMALL.closedWeekdays.includes(weekday as never));
        for (const company of day.companyInfos) {
          expect(company.priceForAm === null).toBe(!company.acceptAmPreferredRequest);
        }
      }
    });

    it('drops a company from a day as soon as its capacity is booked, though the same calendar was asked before', async () => {
      const date = openDateAhead(50, SMALL.closedWeekdays);
      const ask = async () => {
        const response = await server.post<{ results: { companyInfos: { companyId: string }[] }[] }>(
          '/api/kantan-yoyaku/company-availability/', companyAvailabilityBody(date, date));
        return response.body.results[0]!.companyInfos.map((info) => info.companyId);
      };
      expect(await ask()).toContain(SMALL.code);
      const price = await currentPrice(server, SMALL.code, date);
      for (let i = 0; i < SMALL.dailyCapacity; i++) {
        expect((await server.post('/api/kantan-yoyaku/reserve/', reserveBody(SMALL.code, date, price, 150 + i))).status).toBe(200);
      }
      expect(await ask()).not.toContain(SMALL.code);
      expectError(await server.post('/api/kantan-yoyaku/reserve/', reserveBody(SMALL.code, date, price, 160)), 409, '1002', null);
    });

    it('sends the month compressed as the client accepts, on either database', async () => {
      const body = JSON.stringify(companyAvailabilityBody(daysAhead(3), daysAhead(33)));
      const plain = await server.post('/api/kantan-yoyaku/company-availability/', body, { 'accept-encoding': 'identity' });
      expect(plain.headers.get('content-encoding')).toBeNull();
      for (const encoding of ['gzip', 'br', 'gzip']) {
        const compressed = await server.post('/api/kantan-yoyaku/company-availability/', body, { 'accept-encoding': encoding });
        expect(compressed.headers.get('content-encoding')).toBe(encoding);
        expect(compressed.headers.get('vary')).toContain('Accept-Encoding');
        expect(compressed.body).toEqual(plain.body);
      }
    });

    it('answers 404 code 1001 when no day of the range can be booked', async () => {
      expectError(await server.post('/api/kantan-yoyaku/company-availability/', companyAvailabilityBody(daysAhead(-10), daysAhead(2))), 404, '1001', null);
    });

    it('answers 400 for bad input', async () => {
      expectError(await server.post('/api/kantan-yoyaku/company-availability/', companyAvailabilityBody(daysAhead(3), daysAhead(200))), 400, 'INVALID_INPUT', 'toDate');
      expectError(await server.post('/api/kantan-yoyaku/company-availability/', companyAvailabilityBody(daysAhead(3), daysAhead(5), { headCount: 4 })), 400, 'INVALID_INPUT', 'headCount');
      expectError(await server.post('/api/kantan-yoyaku/company-availability/', { fromDate: 'x' }), 400, 'INVALID_INPUT', 'fromDate');
      expectError(await server.post('/api/kantan-yoyaku/company-availability/', '[1,2]'), 400, 'BODY_REQUIRED', null);
      expectError(await server.post('/api/kantan-yoyaku/company-availability/', '{"broken'), 400, 'BAD_REQUEST', null);
    });
  });

  describe('POST /api/kantan-yoyaku/quote/', () => {
    it('explains the price part by part; the parts add up to the price listed on the calendar', async () => {
      const date = openDateAhead(15, SMALL.closedWeekdays);
      const quote = await server.post<{ price: number; priceParts: { amount: number }[]; priceForAm: number; priceForAmParts: { amount: number }[] }>(
        '/api/kantan-yoyaku/quote/', quoteBody(BIG.code, date));
      expect(quote.status).toBe(200);
      expect(quote.body.priceParts.reduce((sum, part) => sum + part.amount, 0)).toBe(quote.body.price);
      expect(quote.body.priceForAmParts.reduce((sum, part) => sum + part.amount, 0)).toBe(quote.body.priceForAm);
      const calendar = await server.post<{ results: { date: string; companyInfos: Json[] }[] }>(
        '/api/kantan-yoyaku/company-availability/', companyAvailabilityBody(date, date));
      const listed = calendar.body.results[0]!.companyInfos.find((company) => company.companyId === BIG.code)!;
      expect([listed.price, listed.priceForAm]).toEqual([quote.body.price, quote.body.priceForAm]);
    });

    it('answers 400 for an unknown company or bad input', async () => {
      expectError(await server.post('/api/kantan-yoyaku/quote/', quoteBody('NOPE', daysAhead(10))), 400, 'UNKNOWN_COMPANY', 'companyId');
      expectError(await server.post('/api/kantan-yoyaku/quote/', quoteBody(BIG.code, 'someday')), 400, 'INVALID_INPUT', 'movingDate');
    });
  });

  describe('POST /api/kantan-yoyaku/reserve/', () => {
    it('books one company for a day, recording the price and parts as quoted', async () => {
      const date = openDateAhead(20, SMALL.closedWeekdays);
      const price = await currentPrice(server, BIG.code, date);
      const response = await server.post<{ reservationId: string; expiredDate: string; closedDays: string[]; errors: [] }>(
        '/api/kantan-yoyaku/reserve/', reserveBody(BIG.code, date, price, 101));
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ reservationId: expect.stringMatching(/^KY-/), expiredDate: expect.any(String), closedDays: [], errors: [] });
      expect(Date.parse(response.body.expiredDate)).toBeGreaterThan(Date.now());
      const stored = await server.db.query<{ price: number; price_parts: { amount: number }[]; moving_date: string; company_code: string }>(
        'SELECT l.price, l.price_parts, r.moving_date, l.company_code FROM requests r JOIN leads l ON l.request_id = r.id WHERE r.reference = $1', [response.body.reservationId]);
      expect(stored.rows[0]).toMatchObject({ price, moving_date: date, company_code: BIG.code });
      expect(stored.rows[0]!.price_parts.reduce((sum, part) => sum + part.amount, 0)).toBe(price);
    });

    it("lists the company's closed weekdays", async () => {
      const date = openDateAhead(21, SMALL.closedWeekdays);
      const response = await server.post<{ closedDays: string[] }>('/api/kantan-yoyaku/reserve/',
        reserveBody(SMALL.code, date, await currentPrice(server, SMALL.code, date), 102));
      expect(response.status).toBe(200);
      expect(response.body.closedDays).toEqual(['水']);
    });

    it('answers 409 code 1001 when the e-mail or the phone already holds a booking, in any spelling', async () => {
      const date = openDateAhead(22, SMALL.closedWeekdays);
      const price = await currentPrice(server, BIG.code, date);
      expect((await server.post('/api/kantan-yoyaku/reserve/', reserveBody(BIG.code, date, price, 103))).status).toBe(200);
      expectError(await server.post('/api/kantan-yoyaku/reserve/', reserveBody(BIG.code, date, price, 104, { customerEmail: 'VISITOR103@Example.JP' })), 409, '1001', null);
      expectError(await server.post('/api/kantan-yoyaku/reserve/', reserveBody(BIG.code, date, price, 105, { customerTel: '０９００００００１０３' })), 409, '1001', null);
    });

    it('answers 409 code 1003 with the previous and current price when the price seen is not the current one', async () => {
      const date = openDateAhead(23, SMALL.closedWeekdays);
      const price = await currentPrice(server, BIG.code, date);
      const response = await server.post<ApiErrorBody & { previousPrice: number; currentPrice: number; currentPriceParts: unknown[] }>(
        '/api/kantan-yoyaku/reserve/', reserveBody(BIG.code, date, price - 1000, 106));
      expectError(response, 409, '1003', null);
      expect(response.body).toMatchObject({ previousPrice: price - 1000, currentPrice: price });
      expect(response.body.currentPriceParts.length).toBeGreaterThan(0);
      const booked = await server.db.query("SELECT 1 FROM requests WHERE flow = 'quickBooking' AND email_key = $1", ['visitor106@example.jp']);
      expect(booked.rowCount).toBe(0);
    });

    it('answers 409 code 1002 on a closed day, for a morning at a company without mornings, and for a route it does not serve', async () => {
      const closedDay = openDateAhead(24, [0, 1, 2, 4, 5, 6]);
      expectError(await server.post('/api/kantan-yoyaku/reserve/', reserveBody(SMALL.code, closedDay, 30_000, 107)), 409, '1002', null);
      const noMornings = companies.find((company) => !company.acceptsAm && company.servicePrefectures.has('01'))!;
      const date = openDateAhead(25, noMornings.closedWeekdays);
      const hokkaido = { fromPrefecture: '01', fromCity: '01101', fromDistrict: '0110155554053', fromPostalCode: '0600001', toPrefecture: '01', toCity: '01102' };
      expectError(await server.post('/api/kantan-yoyaku/reserve/', reserveBody(noMornings.code, date, 30_000, 108, { ...hokkaido, desiredTime: 'am' })), 409, '1002', null);
      expectError(await server.post('/api/kantan-yoyaku/reserve/', reserveBody(noMornings.code, date, 30_000, 109)), 409, '1002', null);
    });

    it('answers 400 for bad input, an unknown company or a day outside the booking window', async () => {
      const date = openDateAhead(26);
      expectError(await server.post('/api/kantan-yoyaku/reserve/', reserveBody('NOPE', date, 1, 110)), 400, 'UNKNOWN_COMPANY', 'companyId');
      expectError(await server.post('/api/kantan-yoyaku/reserve/', reserveBody(BIG.code, daysAhead(1), 1, 111)), 400, 'OUT_OF_BOOKING_WINDOW', 'movingDate');
      expectError(await server.post('/api/kantan-yoyaku/reserve/', reserveBody(BIG.code, date, 1, 112, { customerEmail: 'not-an-email' })), 400, 'INVALID_INPUT', 'customerEmail');
      expectError(await server.post('/api/kantan-yoyaku/reserve/', reserveBody(BIG.code, date, 1, 113, { customerTel: '0901' })), 400, 'INVALID_INPUT', 'customerTel');
      expectError(await server.post('/api/kantan-yoyaku/reserve/', reserveBody(BIG.code, date, -5, 114)), 400, 'INVALID_INPUT', 'price');
      expectError(await server.post('/api/kantan-yoyaku/reserve/', {}), 400, 'INVALID_INPUT', 'movingDate');
      expectError(await server.post('/api/kantan-yoyaku/reserve/', reserveBody(BIG.code, date, 1, 115), { 'Idempotency-Key': 'spaces are not allowed' }), 400, 'IDEMPOTENCY_KEY_INVALID', null);
    });
  });

  describe('POST /api/estimate/ and POST /api/alliances-request/', () => {
    it('stores the request and tells which companies will quote it', async () => {
      const date = openDateAhead(30, SMALL.closedWeekdays);
      const response = await server.post<Json & { estimate: Json[]; requestId: string; allianceToken: string }>(
        '/api/estimate/', estimateBody([BIG.code, SMALL.code], date, 201, { alliance: ['A001'] }));
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ status: 'success', failure: [], withoutEstimate: [], requestId: expect.stringMatching(/^MT-/) });
      expect(response.body.estimate.map((company) => company.kissCd)).toEqual([BIG.code, SMALL.code]);
      const stored = await server.db.query('SELECT chosen_codes FROM requests WHERE reference = $1', [response.body.requestId]);
      expect(stored.rows[0]).toEqual({ chosen_codes: [BIG.code, SMALL.code] });

      const more = await server.post('/api/alliances-request/', {
        requestId: response.body.requestId, alliance: ['A002', 'A008'], nimotsu: {}, allianceToken: response.body.allianceToken,
      });
      expect(more.status).toBe(200);
      expect(more.body).toEqual({ requestId: response.body.requestId, alliance: ['A002', 'A008'] });
      const alliances = await server.db.query('SELECT alliance_ids FROM alliance_requests WHERE request_id = $1', [response.body.requestId]);
      expect(alliances.rows).toEqual([{ alliance_ids: ['A002', 'A008'] }]);
    });

    it('lists a company that does not serve the move as a failure', async () => {
      const hokkaidoOnly = companies.find((company) => company.servicePrefectures.size === 1 && company.servicePrefectures.has('01'))!;
      const response = await server.post<Json & { failure: Json[] }>('/api/estimate/', estimateBody([BIG.code, hokkaidoOnly.code], openDateAhead(30), 202));
      expect(response.body).toMatchObject({ status: 'partial' });
      expect(response.body.failure.map((company) => company.kissCd)).toEqual([hokkaidoOnly.code]);
    });

    it('answers 400 for bad input, unknown companies, alliances and request ids', async () => {
      const date = openDateAhead(30);
      expectError(await server.post('/api/estimate/', estimateBody([], date, 203)), 400, 'INVALID_INPUT', 'kaisha');
      expectError(await server.post('/api/estimate/', estimateBody(['NOPE'], date, 204)), 400, 'UNKNOWN_COMPANY', 'kaisha');
      expectError(await server.post('/api/estimate/', estimateBody([BIG.code], date, 205, { alliance: ['A999'] })), 400, 'UNKNOWN_ALLIANCE', 'alliance');
      expectError(await server.post('/api/estimate/', estimateBody([BIG.code], date, 206, { yoteiDateDay: '32' })), 400, 'INVALID_INPUT', 'yoteiDateDay');
      expectError(await server.post('/api/alliances-request/', { requestId: 'MT-UNKNOWN', alliance: ['A001'], nimotsu: {} }), 400, 'UNKNOWN_REQUEST', 'requestId');
      expectError(await server.post('/api/alliances-request/', { requestId: 'x', alliance: [], nimotsu: {} }), 400, 'INVALID_INPUT', 'alliance');
    });
  });

  describe('POST /api/reservation/reserve/', () => {
    it('stores a provisional reservation with each company at the price it was listed at', async () => {
      const date = openDateAhead(31, SMALL.closedWeekdays);
      const listed = await server.get<{ companies: { kissCd: string; price: number }[] }>(`/api/reservation/companies/?${reservationCompaniesQuery(date)}`);
      const response = await server.post<Json & { companies: { kissCd: string; price: number }[]; requestId: string }>(
        '/api/reservation/reserve/', reservationBody([BIG.code, SMALL.code], date, 301));
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ failure: [], preferredDate: date, requestId: expect.stringMatching(/^RV-/) });
      expect(response.body.companies.map((company) => company.kissCd)).toEqual([BIG.code, SMALL.code]);
      const stored = await server.db.query<{ company_code: string; price: number }>(
        'SELECT l.company_code, l.price FROM leads l JOIN requests r ON r.id = l.request_id WHERE r.reference = $1 ORDER BY l.company_code',
        [response.body.requestId]);
      expect(stored.rows).toEqual(response.body.companies.map((company) => ({ company_code: company.kissCd, price: company.price })).sort((a, b) => a.company_code.localeCompare(b.company_code)));
      const listedBig = listed.body.companies.find((company) => company.kissCd === BIG.code);
      expect(listedBig).toBeDefined();
    });

    it('answers 400 for more than three companies and other bad input', async () => {
      const date = openDateAhead(31);
      const four = companies.slice(0, 4).map((company) => company.code);
      const body = expectError(await server.post('/api/reservation/reserve/', reservationBody(four, date, 302)), 400, 'INVALID_INPUT', 'kaisha');
      expect(body.errors[0]!.message).toBe('仮予約を依頼する業者は3社以内でご選択ください');
      expectError(await server.post('/api/reservation/reserve/', reservationBody([BIG.code], date, 303, { fromHouseNumber: '' })), 400, 'INVALID_INPUT', 'fromHouseNumber');
      expectError(await server.post('/api/reservation/reserve/', reservationBody([BIG.code], daysAhead(1), 304)), 400, 'OUT_OF_BOOKING_WINDOW', 'yoteiDateDay');
    });
  });

  describe('the duplicate rule across flows', () => {
    it('frees the e-mail and phone of a booking whose moving day has passed', async () => {
      const date = openDateAhead(36, SMALL.closedWeekdays);
      const price = await currentPrice(server, BIG.code, date);
      expect((await server.post('/api/kantan-yoyaku/reserve/', reserveBody(BIG.code, date, price, 410))).status).toBe(200);
      await server.db.query("UPDATE requests SET moving_date = moving_date - 400 WHERE flow = 'quickBooking' AND email_key = 'visitor410@example.jp'");
      expect((await server.post('/api/estimate/', estimateBody([BIG.code], date, 411, { email: 'visitor410@example.jp' }))).status).toBe(200);
      expect((await server.post('/api/kantan-yoyaku/reserve/', reserveBody(BIG.code, date, price, 410))).status).toBe(200);
      const rows = await server.db.query<{ status: string }>("SELECT l.status FROM leads l JOIN requests r ON r.id = l.request_id WHERE r.flow = 'quickBooking' AND r.email_key = 'visitor410@example.jp' ORDER BY r.id");
      expect(rows.rows.map((row) => row.status)).toEqual(['completed', 'open']);
    });

    it('answers 409 with the duplicate message to an estimate or reservation from a contact holding a quick booking', async () => {
      const date = openDateAhead(35, SMALL.closedWeekdays);
      const booked = await server.post('/api/kantan-yoyaku/reserve/', reserveBody(BIG.code, date, await currentPrice(server, BIG.code, date), 401));
      expect(booked.status).toBe(200);
      const sameEmail = { email: 'visitor401@example.jp' };
      const samePhone = { tel1: '09000000401' };
      for (const response of [
        await server.post('/api/estimate/', estimateBody([BIG.code], date, 402, sameEmail)),
        await server.post('/api/reservation/reserve/', reservationBody([BIG.code], date, 403, samePhone)),
      ]) {
        const body = expectError(response, 409, '1001', null);
        expect(body.errors[0]!.message).toContain('かんたん予約で既に予約されています');
      }
    });
  });
});
