import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../domain/api/errors.ts';
import type { CompanyAvailabilityResponse } from '../../domain/api/quickBooking.ts';
import type { Alliance, PricedCompany } from '../../domain/api/company.ts';
import type { EstimateResponse } from '../../domain/api/estimate.ts';
import type { ReservationCompaniesResponse, ReservationReserveResponse } from '../../domain/api/reservation.ts';
import { linesAddUpTo, priceLinesOf } from '../../domain/api/priceLines.ts';
import { pricePartSchema } from '../../domain/api/pricePartSchema.ts';
import type { PricePart } from '../../domain/api/priceLines.ts';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { companies } from '../support/catalogue.ts';
import { leadsForCompany } from '../support/company-leads.ts';
import { testDatabaseKinds } from '../support/databases.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import {
  companyAvailabilityBody,
  daysAhead,
  estimateBody,
  openDateAhead,
  reservationBody,
  reservationCompaniesQuery,
} from './marketplace-requests.ts';

const SMALL = companies.find((company) => company.code === 'K0020')!;
const BIG = companies.find((company) => company.order === 1)!;
/** A company serving Hokkaido only: chosen for a Tokyo move, the request never reaches it. */
const HOKKAIDO_ONLY = companies.find((company) => company.servicePrefectures.size === 1 && company.servicePrefectures.has('01'))!;

/** The parts are what the wire promises, and the visitor's lines of them add up to the price shown. */
function expectExplained(price: number | null, parts: PricePart[] | null): void {
  if (price === null) {
    expect(parts).toBeNull();
    return;
  }
  expect(pricePartSchema.array().min(1).parse(parts)).toEqual(parts);
  expect(linesAddUpTo(priceLinesOf(parts!), price)).toBe(true);
}

describe.each(testDatabaseKinds())('price lines and what companies receive, on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server.close());

  describe('every price an answer gives comes with parts adding up to it', () => {
    it('on the quick-booking calendar, free and AM', async () => {
      const response = await server.post<CompanyAvailabilityResponse>(
        '/api/kantan-yoyaku/company-availability/', companyAvailabilityBody(daysAhead(3), daysAhead(33)));
      expect(response.status).toBe(200);
      const infos = response.body.results.flatMap((day) => day.companyInfos);
      expect(infos.length).toBeGreaterThan(10);
      for (const info of infos) {
        expectExplained(info.price, info.priceParts);
        expectExplained(info.priceForAm, info.priceForAmParts);
      }
    });

    it('on the reservation companies, for the free and the morning frame', async () => {
      const date = openDateAhead(14, SMALL.closedWeekdays);
      for (const frame of ['0', '1']) {
        const response = await server.get<ReservationCompaniesResponse>(`/api/reservation/companies/?${reservationCompaniesQuery(date, frame)}`);
        expect(response.status).toBe(200);
        expect(response.body.companies.length).toBeGreaterThan(1);
        for (const company of response.body.companies) expectExplained(company.price, company.priceParts);
      }
    });

    it('on the estimate result (quoting companies) and none on the others', async () => {
      const response = await server.post<EstimateResponse>(
        '/api/estimate/', estimateBody([BIG.code, HOKKAIDO_ONLY.code], openDateAhead(20), 601));
      expect(response.status).toBe(200);
      expect(response.body.estimate.map((company) => company.kissCd)).toEqual([BIG.code]);
      for (const company of [...response.body.estimate, ...response.body.withoutEstimate, ...response.body.failure]) {
        expectExplained(company.price, company.priceParts);
      }
      expect(response.body.failure[0]).toMatchObject({ kissCd: HOKKAIDO_ONLY.code, price: null, priceParts: null });
    });
  });

  describe('the contact choice is stored with the request and reaches each company that received it', () => {
    it('estimate, phone within windows: the companies that received it get the phone and the windows; a failed company gets nothing', async () => {
      const body = estimateBody([BIG.code, HOKKAIDO_ONLY.code], openDateAhead(21), 602, {
        contactMethod: 'phone', contactWindows: ['weekendMorning', 'weekdayEvening'],
      });
      const response = await server.post<EstimateResponse>('/api/estimate/', body);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ contactMethod: 'phone', contactWindows: ['weekdayEvening', 'weekendMorning'] });
      const stored = await server.db.query<{ contact_method: string; contact_windows: string[] }>(
        "SELECT contact_method, contact_windows FROM requests WHERE flow = 'estimate' AND reference = $1", [response.body.requestId]);
      expect(stored.rows).toEqual([{ contact_method: 'phone', contact_windows: ['weekdayEvening', 'weekendMorning'] }]);

      const lead = (await leadsForCompany(server.db, BIG.code)).find((entry) => entry.requestId === response.body.requestId);
      expect(lead).toMatchObject({
        flow: 'estimate', email: body.email, tel: body.tel1, customerName: body.shimei,
        contact: { method: 'phone', windows: ['weekdayEvening', 'weekendMorning'] },
        price: response.body.estimate[0]!.price, priceParts: response.body.estimate[0]!.priceParts,
      });
      const failed = await leadsForCompany(server.db, HOKKAIDO_ONLY.code);
      expect(failed.map((entry) => entry.requestId)).not.toContain(response.body.requestId);
    });

    it('estimate without a choice: e-mail only, and no company sees the phone number', async () => {
      const response = await server.post<EstimateResponse>('/api/estimate/', estimateBody([BIG.code], openDateAhead(22), 603));
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ contactMethod: 'email', contactWindows: [] });
      const lead = (await leadsForCompany(server.db, BIG.code)).find((entry) => entry.requestId === response.body.requestId);
      expect(lead).toMatchObject({ tel: null, contact: { method: 'email', windows: [] } });
    });

    it('reservation: each accepted company receives the choice and the price it listed', async () => {
      const date = openDateAhead(23, SMALL.closedWeekdays);
      const body = reservationBody([BIG.code, SMALL.code], date, 604, { contactMethod: 'phone', contactWindows: ['weekdayMorning'] });
      const response = await server.post<ReservationReserveResponse>('/api/reservation/reserve/', body);
      expect(response.status).toBe(200);
      expect(response.body.companies.map((company) => company.kissCd)).toEqual([BIG.code, SMALL.code]);
      expect(response.body).toMatchObject({ contactMethod: 'phone', contactWindows: ['weekdayMorning'] });
      for (const company of response.body.companies as PricedCompany[]) {
        expectExplained(company.price, company.priceParts);
        const lead = (await leadsForCompany(server.db, company.kissCd)).find((entry) => entry.requestId === response.body.requestId);
        expect(lead).toMatchObject({
          flow: 'reservation', tel: body.tel1, contact: { method: 'phone', windows: ['weekdayMorning'] },
          price: company.price, priceParts: company.priceParts,
        });
      }
    });

    it('both answers name the partner services the request also went to, as offered, so complete can list every recipient', async () => {
      const date = openDateAhead(25, SMALL.closedWeekdays);
      const offered = await server.get<{ alliance: Alliance[] }>('/api/reservation/alliances/?fromTodofukenCd=13&toTodofukenCd=13');
      const chosen = offered.body.alliance.slice(0, 2);
      expect(chosen.length).toBe(2);
      const ids = chosen.map((alliance) => alliance.alliance_id);
      const estimate = await server.post<EstimateResponse>('/api/estimate/', estimateBody([BIG.code], date, 608, { alliance: ids }));
      const reservation = await server.post<ReservationReserveResponse>('/api/reservation/reserve/', reservationBody([BIG.code], date, 609, { alliance: ids }));
      for (const response of [estimate, reservation]) {
        expect(response.status).toBe(200);
        expect(response.body.alliance).toEqual(chosen);
      }
      const none = await server.post<EstimateResponse>('/api/estimate/', estimateBody([BIG.code], date, 610));
      expect(none.body.alliance).toEqual([]);
    });

    it('answers 400 with the Japanese message for phone without a window, and stores nothing', async () => {
      const date = openDateAhead(24, SMALL.closedWeekdays);
      const before = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM requests');
      for (const [path, body] of [
        ['/api/reservation/reserve/', reservationBody([BIG.code], date, 605, { contactMethod: 'phone', contactWindows: [] })],
        ['/api/estimate/', estimateBody([BIG.code], date, 606, { contactMethod: 'phone' })],
      ] as const) {
        const response = await server.post<ApiErrorBody>(path, body);
        expect(response.status).toBe(400);
        expect(response.body.errors).toContainEqual(expect.objectContaining({
          field: 'contactWindows', message: MESSAGES.contactPreference.windowRequired,
        }));
      }
      const email = await server.post<ApiErrorBody>('/api/estimate/', estimateBody([BIG.code], date, 607, { contactWindows: ['weekdayMorning'] }));
      expect(email.body.errors).toContainEqual(expect.objectContaining({ message: MESSAGES.contactPreference.windowsWithEmail }));
      const after = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM requests');
      expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    });
  });
});
