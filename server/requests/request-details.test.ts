import { describe, expect, it } from 'vitest';
import type { EstimateRequest } from '../../domain/api/estimate.ts';
import type { QuickBookingReserveRequest } from '../../domain/api/quickBooking.ts';
import type { ReservationReserveRequest } from '../../domain/api/reservation.ts';
import {
  exampleEstimateRequest,
  exampleQuickBookingReserveRequest,
  exampleReservationReserveRequest,
} from '../../domain/testing/exampleRequests.ts';
import { estimateDetails } from '../marketplace/estimate/service.ts';
import { bookingDetails } from '../marketplace/quick-booking/booking-details.ts';
import { reservationDetails } from '../marketplace/reservation/service.ts';
import { PERSONAL_FIELDS, type PersonalField } from './personal-data.ts';
import type { FlowId } from '../../domain/flows/flows.ts';
import { currentDetails, sharedPhone, type RequestDetails } from './request-details.ts';
import type { StoredRequest } from './request-repository.ts';

/*
 * What the personal-data columns hold (migration 0024) is now taken out where each flow's request
 * comes in: the move every flow stores (migration 0029) holds none of it, whatever the flow, so
 * erasing the columns leaves a move that names nobody.
 */

/** The moving form's personal data, every piece given and told apart from the rest of the request. */
const MOVING_FORM_PERSONAL = {
  shimei: '山田 太郎', shimeiKana: 'ヤマダ タロウ', email: 'taro@example.com', tel1: '09012345678',
  fromHouseNumber: '1-2-3 メゾン青山101', toHouseNumber: '4-5-6 コーポ鶴見202', toTownArea: '鶴見中央',
  etcYobo: '午前中に伺いたいです', etcNimotsu: 'ピアノ（アップライト）',
} as const;

const PRECISE_ESTIMATE: EstimateRequest = { ...exampleEstimateRequest, ...MOVING_FORM_PERSONAL, alliance: ['A01', 'A02'] };

function inMonth(request: EstimateRequest): EstimateRequest {
  if (request.isYoteibi === '0') return request;
  const { isYoteibi: _isYoteibi, yoteiDateYearMonth: _yearMonth, yoteiDateDay: _day, ...common } = request;
  return { ...common, isYoteibi: '0', kohoDateYearMonth: '202702', kohoJikiKbnCd: '02', kohoYobiKbnCd: '01' };
}

const RESERVATION: ReservationReserveRequest = { ...exampleReservationReserveRequest, ...MOVING_FORM_PERSONAL };

const QUICK_BOOKING: QuickBookingReserveRequest = {
  ...exampleQuickBookingReserveRequest,
  customerName: 'Nguyen Van An', customerNameKana: 'グエン ヴァン アン', customerEmail: 'an@example.jp', customerTel: '08011112222',
  fromDetailAddress: '1-2-3 ハイツ渋谷101', toDetailAddress: '7-8-9 鶴見タワー3003', etcBaggages: 'ピアノ（グランド）',
};

const CONVERSIONS: { name: string; details: RequestDetails; wire: Record<PersonalField, string | null> }[] = [
  { name: 'an estimate on a day', details: estimateDetails(PRECISE_ESTIMATE), wire: movingFormPersonal() },
  { name: 'an estimate in a month', details: estimateDetails(inMonth(PRECISE_ESTIMATE)), wire: movingFormPersonal() },
  { name: 'a reservation', details: reservationDetails(RESERVATION), wire: movingFormPersonal() },
  {
    name: 'a quick booking',
    details: bookingDetails(QUICK_BOOKING),
    wire: {
      name: QUICK_BOOKING.customerName, nameReading: QUICK_BOOKING.customerNameKana, email: QUICK_BOOKING.customerEmail, tel: QUICK_BOOKING.customerTel,
      originDetail: QUICK_BOOKING.fromDetailAddress, destinationDetail: QUICK_BOOKING.toDetailAddress,
      destinationTownArea: null, note: null, belongingsNote: QUICK_BOOKING.etcBaggages,
    },
  },
];

function movingFormPersonal(): Record<PersonalField, string> {
  const given = MOVING_FORM_PERSONAL;
  return {
    name: given.shimei, nameReading: given.shimeiKana, email: given.email, tel: given.tel1, originDetail: given.fromHouseNumber,
    destinationDetail: given.toHouseNumber, destinationTownArea: given.toTownArea, note: given.etcYobo, belongingsNote: given.etcNimotsu,
  };
}

describe('a request’s personal data, kept apart from its move', () => {
  it.each(CONVERSIONS)('$name: every piece goes to the personal data, each in its own field', ({ details, wire }) => {
    expect(details.personal).toEqual(wire);
    expect(Object.keys(details.personal).sort()).toEqual([...PERSONAL_FIELDS].sort());
  });

  it.each(CONVERSIONS)('$name: the move holds none of it', ({ details }) => {
    const move = JSON.stringify(details.move);
    const given = Object.values(details.personal).filter((value): value is string => value !== null && value !== '');
    expect(given.length).toBeGreaterThanOrEqual(7);
    for (const value of given) expect(move, value).not.toContain(value);
    // Nor any part of it: a name, an e-mail address, a phone number, a house number, the town or free text.
    expect(move).not.toMatch(/山田|ヤマダ|Nguyen|グエン|@|0[789]0\d{8}|1-2-3|4-5-6|7-8-9|メゾン|ハイツ|コーポ|タワー|鶴見中央|ピアノ|午前中/);
  });

  it.each(CONVERSIONS)('$name: the move holds its ends by codes only', ({ details }) => {
    for (const end of [details.move.origin, details.move.destination]) {
      expect(end.prefecture).toMatch(/^\d{2}$/);
      expect(end.city).toMatch(/^\d{5}$/);
      expect(end.postalCode).toMatch(/^(\d{7})?$/);
      expect(end.district).toMatch(/^\d*$/);
    }
  });

  it('keeps an empty answer as given (an empty free text is not a missing one)', () => {
    const details = bookingDetails(exampleQuickBookingReserveRequest);
    expect(details.personal.belongingsNote).toBe('');
    expect(details.personal.destinationDetail).toBe('');
    expect(details.personal.destinationTownArea).toBeNull();
    expect(details.personal.note).toBeNull();
  });
});

describe('sharedPhone', () => {
  const personal = estimateDetails(PRECISE_ESTIMATE).personal;

  it('gives the phone of a visitor who asks to be phoned, and of every booking (its company may phone)', () => {
    expect(sharedPhone({ personal, contact: { method: 'phone', windows: ['weekdayEvening'] } })).toBe('09012345678');
    expect(sharedPhone({ personal, contact: null })).toBe('09012345678');
  });

  it('keeps the phone of a visitor who asks for e-mail', () => {
    expect(sharedPhone({ personal, contact: { method: 'email', windows: [] } })).toBeNull();
  });
});

function stored(flow: FlowId, details: RequestDetails, movingDate: string): StoredRequest {
  return {
    ...details, id: 1, flow, reference: 'R1', locale: 'ja', movingDate, slot: null, createdAt: new Date('2026-11-01T00:00:00Z'), erased: false, leads: [],
  };
}

describe('currentDetails', () => {
  const booked = bookingDetails(exampleQuickBookingReserveRequest);

  it('puts a booking’s move on its day now, which the visitor may have changed', () => {
    const details = currentDetails(stored('quickBooking', booked, '2027-03-03'));
    expect(details.move).toEqual({ ...booked.move, schedule: { kind: 'day', date: '2027-03-03' } });
  });

  it('keeps an estimate’s schedule, whose moving date is only its last possible day', () => {
    const inMonth: RequestDetails = { ...booked, move: { ...booked.move, schedule: { kind: 'month', month: '2027-02', timing: '02', weekdays: '01' } } };
    expect(currentDetails(stored('estimate', inMonth, '2027-02-28'))).toEqual(inMonth);
  });

  it('gives the details only, not the rest of the stored request', () => {
    expect(Object.keys(currentDetails(stored('quickBooking', booked, '2027-03-03'))).sort()).toEqual(['contact', 'move', 'partners', 'personal']);
  });
});
