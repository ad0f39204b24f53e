import { describe, expect, it } from 'vitest';
import type { EstimateRequest } from '../../domain/api/estimate.ts';
import type { ReservationReserveRequest } from '../../domain/api/reservation.ts';
import { exampleQuickBookingReserveRequest } from '../../domain/testing/exampleRequests.ts';
import { reservationAnswerBy } from '../leads/lead-deadlines.ts';
import { estimateDetails } from '../marketplace/estimate/service.ts';
import { bookingDetails } from '../marketplace/quick-booking/booking-details.ts';
import { reservationDetails } from '../marketplace/reservation/service.ts';
import type { MarketplaceCompany } from '../marketplace/types.ts';
import { ReferenceData } from '../reference/reference-data.ts';
import { PERSONAL_FIELDS, type PersonalData } from '../requests/personal-data.ts';
import type { MoveInWords } from './move-description.ts';
import { japaneseWording } from './move-wording.ts';
import { customerOf, requestMessages, sentBooking, sentFormRequest } from './request-messages.ts';

const japanese = japaneseWording(new ReferenceData().addresses);
const receivedAt = new Date('2026-12-01T03:00:00Z');
const company = { code: 'C1', name: '桜引越センター', leadEmail: 'leads@sakura.example.jp', telephoneNumber: '0120-000-000', businessHours: '9:00〜18:00' } as MarketplaceCompany;

const form = {
  fromZipCd: '1600022', fromTodofukenCd: '13', fromShikuchosonCd: '13104', fromMachiCd: '1310460445255', fromHouseNumber: '1-2-3',
  fromHousingTypeCd: '03', fromMadoriCd: '14', toTodofukenCd: '27', toShikuchosonCd: '27127', toTownArea: '', toHouseNumber: '',
  toHousingTypeCd: '04', toMadoriCd: '01', manCount: '3', nimotsu: {}, etcNimotsu: '', shimei: '山田 太郎', shimeiKana: 'ヤマダ タロウ',
  email: 'taro@example.jp', tel1: '09000000000', etcYobo: '', contactMethod: 'email', contactWindows: [], kaisha: ['C1'], alliance: [],
};
const estimate = { ...form, kibouJikanCd: [0, 0, 0, 0, 0], isYoteibi: '0', kohoDateYearMonth: '202701', kohoJikiKbnCd: '03', kohoYobiKbnCd: '02' } as unknown as EstimateRequest;
const reservation = { ...form, kibouJikanCd: '1', yoteiDateYearMonth: '202701', yoteiDateDay: '20' } as unknown as ReservationReserveRequest;
/** A move already in words: the booking's own description is move-description.test.ts's. */
const MOVE: MoveInWords = {
  from: '東京都新宿区', to: '東京都中野区', schedule: '2026年12月20日（日）', time: '', people: '1名', belongings: [], otherBelongings: '', destinationArea: '東京都中野区', moveMonth: '2026年12月',
};
const facts = { requestId: 'RQ-TEST', receivedAt, quoted: [{ company, price: null, priceParts: null }], undelivered: [], partners: [], locale: 'ja' } as const;

describe('a request to send', () => {
  it("keeps the flow its service gives; an estimate's links last to its month's end and its companies answer by no deadline", () => {
    expect(sentFormRequest({ ...facts, flow: 'estimate', details: estimateDetails(estimate) })).toMatchObject({
      flow: 'estimate', reference: 'RQ-TEST', movingDate: '2027-01-31', answerBy: null, hold: null,
    });
  });

  it("gives a provisional reservation's companies until the deadline its one day sets", () => {
    expect(sentFormRequest({ ...facts, flow: 'reservation', details: reservationDetails(reservation) })).toMatchObject({
      flow: 'reservation', movingDate: '2027-01-20', answerBy: reservationAnswerBy(receivedAt, '2027-01-20').toISOString(),
    });
  });

  it("sends a booking as the booking flow's, answered by the hold's end: its company's lead, then the visitor's confirmation", () => {
    const request = {
      ...exampleQuickBookingReserveRequest, movingDate: '2026-12-20', customerName: '山田 花子', customerNameKana: 'ヤマダ ハナコ', customerEmail: 'hanako@example.jp', customerTel: '09011112222',
    };
    const expiresAt = '2026-12-03T03:00:00.000Z';
    const sent = sentBooking({
      details: bookingDetails(request), reservationId: 'KY-TEST', receivedAt, booked: { company, price: 40_000, priceParts: [] },
      expiresAt, closedWeekdays: [], locale: 'ja',
    });
    expect(sent).toMatchObject({ flow: 'quickBooking', reference: 'KY-TEST', movingDate: '2026-12-20', answerBy: expiresAt, quoted: [{ company }] });
    const messages = requestMessages({ companies: japanese, visitor: japanese }, { ...sent, move: () => MOVE }, 'https://visitor.example', new Map([['C1', 'https://lead.example']]));
    expect(messages.map(({ kind, recipient }) => [kind, recipient])).toEqual([['company-lead', company.leadEmail], ['visitor-confirmation', request.customerEmail]]);
  });
});

describe('the visitor as a company may know them', () => {
  it('shows the phone only where the visitor allows calls, and always on a booking', () => {
    expect(customerOf(estimateDetails(estimate), 'en')).toEqual({ name: '山田 太郎', nameKana: 'ヤマダ タロウ', email: 'taro@example.jp', tel: null, locale: 'en' });
    expect(customerOf(estimateDetails({ ...estimate, contactMethod: 'phone' }), 'ja').tel).toBe('09000000000');
    expect(customerOf(bookingDetails(exampleQuickBookingReserveRequest), 'ja').tel).toBe(exampleQuickBookingReserveRequest.customerTel);
  });

  it('reads a piece erased as nothing', () => {
    const erased = Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, null])) as PersonalData;
    expect(customerOf({ personal: erased, contact: null }, 'ja')).toEqual({ name: '', nameKana: '', email: '', tel: null, locale: 'ja' });
  });
});
