import { describe, expect, it } from 'vitest';
import type { QuickBookingReserveRequest } from '../../../domain/api/quickBooking.ts';
import { exampleQuickBookingReserveRequest } from '../../../domain/testing/exampleRequests.ts';
import { bookingDetails } from './booking-details.ts';

describe('bookingDetails', () => {
  it('names a booking’s move: both ends with their buildings, the household, the belongings, the day and the slot', () => {
    const request = exampleQuickBookingReserveRequest;
    expect(bookingDetails(request)).toEqual({
      move: {
        origin: { postalCode: '1500001', prefecture: '13', city: '13113', district: '1500001', housingType: null, floorPlan: 1, building: request.fromBuilding },
        destination: { postalCode: '', prefecture: '14', city: '14101', district: '', housingType: null, floorPlan: 2, building: request.toBuilding },
        headCount: 1,
        schedule: { kind: 'day', date: '2026-12-05' },
        time: { kind: 'slot', slot: 'free' },
        belongings: { '80001': 10 },
      },
      personal: {
        name: '山田 太郎', nameReading: 'ヤマダ タロウ', email: 'taro@example.com', tel: '09012345678',
        originDetail: '1-2-3 ハイツ渋谷101', destinationDetail: '', destinationTownArea: null, note: null, belongingsNote: '',
      },
      // Its company may always phone; no partner service is offered with a booking.
      contact: null,
      partners: [],
    });
  });

  it('keeps out what is the booking’s and not the move’s (the company, the price)', () => {
    const move = bookingDetails(exampleQuickBookingReserveRequest).move as unknown as Record<string, unknown>;
    expect(Object.keys(move).sort()).toEqual(['belongings', 'destination', 'headCount', 'origin', 'schedule', 'time']);
    expect(JSON.stringify(move)).not.toMatch(/C001|34500/);
  });

  it('keeps the slot booked and the day', () => {
    const { move } = bookingDetails({ ...exampleQuickBookingReserveRequest, desiredTime: 'am', movingDate: '2027-02-28' });
    expect(move.time).toEqual({ kind: 'slot', slot: 'am' });
    expect(move.schedule).toEqual({ kind: 'day', date: '2027-02-28' });
  });

  it('keeps the floor plans (1 to 14) and the household as numbers', () => {
    const { move } = bookingDetails({ ...exampleQuickBookingReserveRequest, fromFloorPlan: 14, toFloorPlan: 9, headCount: 3 });
    expect([move.origin.floorPlan, move.destination.floorPlan, move.headCount]).toEqual([14, 9, 3]);
  });

  it('counts the belongings per item, whatever their category, leaving those not taken out', () => {
    const nimotsu: QuickBookingReserveRequest['nimotsu'] = [
      { id: '1', items: [{ id: '10001', count: 1 }, { id: '10002', count: 0 }] },
      { id: '2', items: [{ id: '20001', count: 0 }] },
      { id: '8', items: [{ id: '80001', count: 20 }] },
    ];
    expect(bookingDetails({ ...exampleQuickBookingReserveRequest, nimotsu }).move.belongings).toEqual({ '10001': 1, '80001': 20 });
    expect(bookingDetails({ ...exampleQuickBookingReserveRequest, nimotsu: [] }).move.belongings).toEqual({});
  });
});
