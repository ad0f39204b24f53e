import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, ApiFieldError } from '../../domain/api/errors.ts';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { japanese } from '../../domain/testing/messages.ts';
import { testDatabaseKinds } from '../support/databases.ts';
import { startTestServer, type TestResponse, type TestServer } from '../support/server.ts';
import {
  companyAvailabilityBody,
  daysAhead,
  estimateBody,
  quoteBody,
  reservationBody,
  reservationCompaniesQuery,
  reserveBody,
  SHINJUKU_DISTRICT,
} from './marketplace-requests.ts';

/**
 * The server's clock: 01:00 on 2026-11-10 in Japan, still the 9th in UTC. The booking window is
 * 2026-11-13 … 2027-02-10 (Japan time), whatever the time zone the server runs in.
 */
const NOW = new Date('2026-11-09T16:00:00Z');
/** A Tuesday inside the window (K0001 is closed on Wednesdays). */
const DATE = '2026-12-15';

/** Exactly these errors, with a 400. */
function expectErrors(response: TestResponse, errors: ApiFieldError[], status = 400): void {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect((response.body as ApiErrorBody).errors).toEqual(errors);
}

const invalid = (message: string, field: string): ApiFieldError => ({ code: 'INVALID_INPUT', message, field });
const unknownAddress = (message: string, field: string): ApiFieldError => ({ code: 'UNKNOWN_ADDRESS', message, field });
const outOfWindow = (message: string, field: string): ApiFieldError => ({ code: 'OUT_OF_BOOKING_WINDOW', message, field });

/** Japanese text only: kana or kanji, and no run of Latin letters (zod's English defaults). */
function expectJapanese(response: TestResponse): void {
  expect(response.status).toBe(400);
  for (const error of (response.body as ApiErrorBody).errors) {
    expect(error.message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(error.message).not.toMatch(/[A-Za-z]{3,}/);
  }
}

describe.each(testDatabaseKinds())('bad input on %s (issue 14)', (database) => {
  let server: TestServer;
  let n = 700_000;
  beforeAll(async () => {
    server = await startTestServer({ database, now: () => NOW });
  });
  afterAll(() => server.close());

  const estimateRows = async () => Number((await server.db.query<{ n: string }>("SELECT count(*) AS n FROM requests WHERE flow = 'estimate'")).rows[0]!.n);
  const reservationRows = async () => Number((await server.db.query<{ n: string }>("SELECT count(*) AS n FROM requests WHERE flow = 'reservation'")).rows[0]!.n);

  describe('the same company twice', () => {
    it('is refused by the reservation with a 400, not a 500', async () => {
      const response = await server.post('/api/reservation/reserve/', reservationBody(['K0001', 'K0001'], DATE, ++n));
      expectErrors(response, [invalid(MESSAGES.companies.duplicate, 'kaisha')]);
    });

    it('is refused by the estimate instead of listed twice', async () => {
      const before = await estimateRows();
      const response = await server.post('/api/estimate/', estimateBody(['K0001', 'K0002', 'K0001'], DATE, ++n));
      expectErrors(response, [invalid(MESSAGES.companies.duplicate, 'kaisha')]);
      expect(await estimateRows()).toBe(before);
    });
  });

  describe('the estimate date', () => {
    const approximate = (month: string, timing: string) => {
      const { yoteiDateYearMonth: _m, yoteiDateDay: _d, ...body } = estimateBody(['K0001'], DATE, ++n);
      return { ...body, isYoteibi: '0', kohoDateYearMonth: month, kohoJikiKbnCd: timing, kohoYobiKbnCd: '99' };
    };

    it('must lie in today + 3 days … today + 3 months (Japan time), like the other flows', async () => {
      const message = MESSAGES.movingDate.outOfWindow;
      for (const date of ['2020-01-10', '2026-11-12', '2027-02-11', '2028-01-11']) {
        expectErrors(await server.post('/api/estimate/', estimateBody(['K0001'], date, ++n)), [outOfWindow(message, 'yoteiDateDay')]);
      }
      expect((await server.post('/api/estimate/', estimateBody(['K0001'], '2026-11-13', ++n))).status).toBe(200);
      expect((await server.post('/api/estimate/', estimateBody(['K0001'], '2027-02-10', ++n))).status).toBe(200);
    });

    it('offers only the four moving months and their timings (spec §3)', async () => {
      // Months 202611 (mid and late: the 13th is mid-month) to 202702 (early and mid).
      for (const month of ['202001', '202610', '202703', '202801']) {
        expectErrors(await server.post('/api/estimate/', approximate(month, '02')), [outOfWindow(MESSAGES.movingMonth.required, 'kohoDateYearMonth')]);
      }
      expectErrors(await server.post('/api/estimate/', approximate('202611', '01')), [outOfWindow(MESSAGES.timing.required, 'kohoJikiKbnCd')]);
      expectErrors(await server.post('/api/estimate/', approximate('202702', '03')), [outOfWindow(MESSAGES.timing.required, 'kohoJikiKbnCd')]);
      for (const [month, timing] of [['202611', '02'], ['202612', '01'], ['202701', '03'], ['202702', '02']]) {
        expect((await server.post('/api/estimate/', approximate(month!, timing!))).status).toBe(200);
      }
    });
  });

  describe('address codes', () => {
    const cityOfOtherPrefecture = { fromTodofukenCd: '47', fromShikuchosonCd: '13101', fromMachiCd: 'zzz' };

    it('must exist and belong to the one above in the estimate and the reservation', async () => {
      const before = [await estimateRows(), await reservationRows()];
      for (const [path, body] of [
        ['/api/estimate/', (overrides: Record<string, unknown>) => estimateBody(['K0001'], DATE, ++n, overrides)],
        ['/api/reservation/reserve/', (overrides: Record<string, unknown>) => reservationBody(['K0001'], DATE, ++n, overrides)],
      ] as const) {
        expectErrors(await server.post(path, body(cityOfOtherPrefecture)), [unknownAddress(MESSAGES.city.required, 'fromShikuchosonCd')]);
        expectErrors(await server.post(path, body({ fromMachiCd: 'zzz' })), [unknownAddress(MESSAGES.district.required, 'fromMachiCd')]);
        expectErrors(await server.post(path, body({ fromMachiCd: '1311263578151' })), [unknownAddress(MESSAGES.district.required, 'fromMachiCd')]);
        expectErrors(await server.post(path, body({ fromZipCd: '9999999' })), [unknownAddress(MESSAGES.postalCode.notFound, 'fromZipCd')]);
        expectErrors(await server.post(path, body({ fromZipCd: '1000001' })), [unknownAddress(MESSAGES.postalCode.otherAddress, 'fromZipCd')]);
        expectErrors(await server.post(path, body({ toTodofukenCd: '14', toShikuchosonCd: '14100' })), [unknownAddress(MESSAGES.city.required, 'toShikuchosonCd')]);
      }
      expect([await estimateRows(), await reservationRows()]).toEqual(before);
    });

    it('must exist in every quick-booking call', async () => {
      const wrongCity = { fromPrefecture: '47', fromCity: '13101', fromDistrict: 'zzz' };
      const price = (await server.post<{ price: number }>('/api/kantan-yoyaku/quote/', quoteBody('K0001', DATE))).body.price;
      const calls = [
        ['/api/kantan-yoyaku/company-availability/', (overrides: Record<string, unknown>) => companyAvailabilityBody(daysAhead(3, NOW), daysAhead(20, NOW), overrides)],
        ['/api/kantan-yoyaku/quote/', (overrides: Record<string, unknown>) => quoteBody('K0001', DATE, overrides)],
        ['/api/kantan-yoyaku/reserve/', (overrides: Record<string, unknown>) => reserveBody('K0001', DATE, price, ++n, overrides)],
      ] as const;
      for (const [path, body] of calls) {
        expectErrors(await server.post(path, body(wrongCity)), [unknownAddress(MESSAGES.city.required, 'fromCity')]);
        expectErrors(await server.post(path, body({ fromDistrict: '1311263578151' })), [unknownAddress(MESSAGES.district.required, 'fromDistrict')]);
        expectErrors(await server.post(path, body({ toCity: '14100', toPrefecture: '14' })), [unknownAddress(MESSAGES.city.required, 'toCity')]);
      }
      expectErrors(await server.post('/api/kantan-yoyaku/reserve/', reserveBody('K0001', DATE, price, ++n, { fromPostalCode: '9999999' })), [
        unknownAddress(MESSAGES.postalCode.notFound, 'fromPostalCode'),
      ]);
    });

    it('must exist in the queries that list and price companies', async () => {
      const estimateQuery = new URLSearchParams({
        fromTodofukenCd: '13', fromShikuchosonCd: '13104', fromMachiCd: SHINJUKU_DISTRICT, toTodofukenCd: '14', toShikuchosonCd: '14101', isYoteibi: '0', manCount: '2',
      });
      expect((await server.get(`/api/companies/?${estimateQuery}`)).status).toBe(200);
      estimateQuery.set('fromMachiCd', 'zzz');
      expectErrors(await server.get(`/api/companies/?${estimateQuery}`), [unknownAddress(MESSAGES.district.required, 'fromMachiCd')]);

      const reservationQuery = new URLSearchParams(reservationCompaniesQuery(DATE));
      reservationQuery.set('fromTodofukenCd', '47');
      expectErrors(await server.get(`/api/reservation/companies/?${reservationQuery}`), [unknownAddress(MESSAGES.city.required, 'fromShikuchosonCd')]);

      const availability = new URLSearchParams({
        fromPrefectureId: '13', fromCityId: '13104', fromDistrictId: SHINJUKU_DISTRICT, toPrefectureId: '14', toCityId: '14100',
        fromDate: daysAhead(3, NOW), toDate: daysAhead(30, NOW),
      });
      expectErrors(await server.get(`/api/kantan-yoyaku/availability/?${availability}`), [unknownAddress(MESSAGES.city.required, 'toCityId')]);
    });
  });

  describe('messages', () => {
    it('are Japanese for missing members of any type', async () => {
      const { kibouJikanCd: _k, alliance: _a, nimotsu: _n, ...estimate } = estimateBody(['K0001'], DATE, ++n);
      const response = await server.post('/api/estimate/', estimate);
      expectErrors(response, [
        invalid(MESSAGES.invalidInput, 'nimotsu'),
        invalid(MESSAGES.invalidInput, 'kibouJikanCd'),
        invalid(MESSAGES.invalidInput, 'alliance'),
      ]);
      const { fromBuilding: _f, ...search } = companyAvailabilityBody(daysAhead(3, NOW), daysAhead(20, NOW));
      expectErrors(await server.post('/api/kantan-yoyaku/company-availability/', search), [invalid(MESSAGES.invalidInput, 'fromBuilding')]);
      expectJapanese(await server.post('/api/estimate/', estimateBody(['K0001'], DATE, ++n, { kibouJikanCd: [1, 'x'], alliance: 'A001', isYoteibi: 7 })));
      expectJapanese(await server.post('/api/kantan-yoyaku/reserve/', { fromBuilding: [], nimotsu: {}, headCount: '2', price: 1.5 }));
      expectJapanese(await server.get('/api/companies/?fromTodofukenCd=13&fromTodofukenCd=14'));
    });
  });

  describe('one bad field', () => {
    it('gives one error, with one code for the rule in every flow', async () => {
      const fullWidthCount = invalid(MESSAGES.belongings.digitsOnly, 'nimotsu.1.10002');
      const nimotsu = { '1': { '10002': '１０' } };
      expectErrors(await server.post('/api/estimate/', estimateBody(['K0001'], DATE, ++n, { nimotsu })), [fullWidthCount]);
      expectErrors(await server.post('/api/reservation/reserve/', reservationBody(['K0001'], DATE, ++n, { nimotsu })), [fullWidthCount]);
      const quickBelongings = [{ id: '1', items: [{ id: '10002', count: '１０' }] }];
      expectErrors(await server.post('/api/kantan-yoyaku/quote/', quoteBody('K0001', DATE, { nimotsu: quickBelongings })), [
        invalid(MESSAGES.belongings.digitsOnly, 'nimotsu.0.items.0.count'),
      ]);
    });

    it('gives the postal code rule the postal codes in the lookup and in every request', async () => {
      const price = (await server.post<{ price: number }>('/api/kantan-yoyaku/quote/', quoteBody('K0001', DATE))).body.price;
      const required = { code: 'ZIP_CODE_REQUIRED', message: MESSAGES.postalCode.required };
      const length = { code: 'INVALID_ZIP_CODE', message: MESSAGES.postalCode.length };
      expectErrors(await server.post('/api/postal/', { zipCode: '' }), [{ ...required, field: 'zipCode' }]);
      expectErrors(await server.post('/api/postal/', { zipCode: '12345' }), [{ ...length, field: 'zipCode' }]);
      for (const zipCode of ['', undefined, 1600022]) {
        expectErrors(await server.post('/api/estimate/', estimateBody(['K0001'], DATE, ++n, { fromZipCd: zipCode })), [{ ...required, field: 'fromZipCd' }]);
        expectErrors(await server.post('/api/kantan-yoyaku/reserve/', reserveBody('K0001', DATE, price, ++n, { fromPostalCode: zipCode })), [
          { ...required, field: 'fromPostalCode' },
        ]);
      }
      expectErrors(await server.post('/api/reservation/reserve/', reservationBody(['K0001'], DATE, ++n, { fromZipCd: '12345' })), [{ ...length, field: 'fromZipCd' }]);
    });

    it('gives the first failure of its rules only', async () => {
      expectErrors(await server.post('/api/estimate/', estimateBody(['K0001'], DATE, ++n, { kaisha: ['K0001', '!'] })), [invalid(MESSAGES.invalidInput, 'kaisha.1')]);
      expectErrors(await server.post('/api/estimate/', estimateBody(['K0001'], DATE, ++n, { nimotsu: { '8': { '80001': '100' } } })), [
        invalid(japanese(MESSAGES.belongings.overLimit(99))!, 'nimotsu.8.80001'),
      ]);
    });
  });

  describe('belongings (issue 26)', () => {
    const quickRows = async () => Number((await server.db.query<{ n: string }>("SELECT count(*) AS n FROM requests WHERE flow = 'quickBooking'")).rows[0]!.n);

    it('name an item once per request: repeating it does not beat its count limit', async () => {
      const repeated = [{ id: '1', items: Array.from({ length: 2_000 }, () => ({ id: '10002', count: 30 })) }];
      const duplicateItem = invalid(MESSAGES.belongings.duplicateItem, 'nimotsu');
      expectErrors(await server.post('/api/kantan-yoyaku/quote/', quoteBody('K0001', DATE, { nimotsu: repeated })), [duplicateItem]);
      const before = await quickRows();
      expectErrors(await server.post('/api/kantan-yoyaku/reserve/', reserveBody('K0001', DATE, 378_701_700, ++n, { nimotsu: repeated })), [duplicateItem]);
      expect(await quickRows()).toBe(before);
      // The same item in two categories is the same item twice.
      const twoCategories = [{ id: '1', items: [{ id: '10002', count: 1 }] }, { id: '2', items: [{ id: '10002', count: 1 }] }];
      expectErrors(await server.post('/api/kantan-yoyaku/company-availability/', companyAvailabilityBody(daysAhead(3, NOW), daysAhead(20, NOW), { nimotsu: twoCategories })), [duplicateItem]);
      const estimateTwice = { '1': { '10002': '30' }, '2': { '10002': '30' } };
      expectErrors(await server.post('/api/estimate/', estimateBody(['K0001'], DATE, ++n, { nimotsu: estimateTwice })), [duplicateItem]);
      expectErrors(await server.post('/api/reservation/reserve/', reservationBody(['K0001'], DATE, ++n, { nimotsu: estimateTwice })), [duplicateItem]);
    });

    it('add up to at most what two 4t trucks carry (52 m³)', async () => {
      const nimotsu = await server.get<{ categories: { code: string; items: { code: string; volume: number }[] }[] }>('/api/nimotsu/');
      // Every item of the master at its count limit: far more than two trucks carry.
      const everything = nimotsu.body.categories.map((category) => ({ id: category.code, items: category.items.map((item) => ({ id: item.code, count: item.code === '80001' ? 99 : 30 })) }));
      const tooMuch = invalid(MESSAGES.belongings.tooMuch, 'nimotsu');
      expectErrors(await server.post('/api/kantan-yoyaku/quote/', quoteBody('K0001', DATE, { nimotsu: everything })), [tooMuch]);
      const estimateEverything = Object.fromEntries(everything.map((category) => [category.id, Object.fromEntries(category.items.map((item) => [item.id, String(item.count)]))]));
      expectErrors(await server.post('/api/estimate/', estimateBody(['K0001'], DATE, ++n, { nimotsu: estimateEverything })), [tooMuch]);
      expectErrors(await server.get(`/api/companies/?${new URLSearchParams({ fromTodofukenCd: '13', fromShikuchosonCd: '13104', fromMachiCd: SHINJUKU_DISTRICT, toTodofukenCd: '13', toShikuchosonCd: '13112', isYoteibi: '1', yoteiDateYearMonth: '202612', yoteiDateDay: '15', manCount: '2', nimotsu: JSON.stringify(estimateEverything) }).toString()}`), [tooMuch]);
      // A family's default belongings from the master fit well inside the bound.
      const familyDefaults = nimotsu.body.categories.map((category) => ({ id: category.code, items: category.items.map((item) => ({ id: item.code, count: (item as unknown as { count: { family: number } }).count.family })) }));
      expect((await server.post('/api/kantan-yoyaku/quote/', quoteBody('K0001', DATE, { nimotsu: familyDefaults }))).status).toBe(200);
    });
  });

  describe('the duplicate-booking answer', () => {
    it('uses the one sentence of the validation messages', async () => {
      const price = (await server.post<{ price: number }>('/api/kantan-yoyaku/quote/', quoteBody('K0001', DATE))).body.price;
      const contact = { customerEmail: `booked${++n}@example.jp`, customerTel: `070${String(n).padStart(8, '0')}` };
      const booking = reserveBody('K0001', DATE, price, n, contact);
      expect((await server.post('/api/kantan-yoyaku/reserve/', booking)).status).toBe(200);
      const duplicate = { code: '1001', message: MESSAGES.duplicateBooking, field: null };
      expectErrors(await server.post('/api/kantan-yoyaku/reserve/', { ...booking, customerTel: '0312345678' }), [duplicate], 409);
      expectErrors(await server.post('/api/estimate/', estimateBody(['K0001'], DATE, ++n, { email: contact.customerEmail })), [duplicate], 409);
      expectErrors(await server.post('/api/reservation/reserve/', reservationBody(['K0001'], DATE, ++n, { tel1: contact.customerTel })), [duplicate], 409);
    });
  });

  describe('postal lookup', () => {
    it('answers the error-master code of a 7-digit code with several addresses, or none', async () => {
      expect((await server.post('/api/postal/', { zipCode: '0110951' })).body).toMatchObject({ message: 'ZIP_CODE_DUPPLICATE_ERROR' });
      expect((await server.post('/api/postal/', { zipCode: '9999999' })).body).toEqual({ results: [], message: 'ZIP_CODE_NOT_FOUND' });
      expect((await server.post('/api/postal/', { zipCode: '1600022' })).body).toMatchObject({ message: null });
      expect((await server.post('/api/postal/', { zipCode: '011095' })).body).toMatchObject({ message: null });
    });
  });

  describe('an empty POST body', () => {
    it.each([
      '/api/estimate/', '/api/reservation/reserve/', '/api/alliances-request/', '/api/kantan-yoyaku/company-availability/',
      '/api/kantan-yoyaku/quote/', '/api/kantan-yoyaku/reserve/', '/api/postal/', '/api/location/', '/api/email/',
    ])('is BODY_REQUIRED on %s', async (path) => {
      for (const body of ['', ' \n']) {
        const response = await server.post(path, body);
        expect(response.status).toBe(400);
        expect((response.body as ApiErrorBody).errors.map((error) => error.code)).toEqual(['BODY_REQUIRED']);
      }
    });
  });
});
