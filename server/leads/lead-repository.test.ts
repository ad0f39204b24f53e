import { describe, expect, it } from 'vitest';
import type { FlowId } from '../../domain/flows/flows.ts';
import { exampleQuickBookingReserveRequest } from '../../domain/testing/exampleRequests.ts';
import { bookingDetails } from '../marketplace/quick-booking/booking-details.ts';
import type { RequestDetails } from '../requests/request-details.ts';
import type { StoredRequest } from '../requests/request-repository.ts';
import { currentDetails } from './lead-repository.ts';

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
