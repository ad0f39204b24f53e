import { describe, expect, it } from 'vitest';
import type { EstimateRequest } from '../../domain/api/estimate.ts';
import { exampleEstimateRequest, exampleReservationReserveRequest } from '../../domain/testing/exampleRequests.ts';
import type { MoveEnd } from '../requests/move.ts';
import { estimateDetails } from './estimate/service.ts';
import { movingFormDetails } from './moving-request.ts';
import { reservationDetails } from './reservation/service.ts';

/** An estimate of `request`'s move in a month rather than on a day. */
function inMonth(request: EstimateRequest, kohoDateYearMonth: string, kohoJikiKbnCd: '01' | '02' | '03', kohoYobiKbnCd: '99' | '01' | '02'): EstimateRequest {
  if (request.isYoteibi === '0') return { ...request, kohoDateYearMonth, kohoJikiKbnCd, kohoYobiKbnCd };
  const { isYoteibi: _isYoteibi, yoteiDateYearMonth: _yearMonth, yoteiDateDay: _day, ...common } = request;
  return { ...common, isYoteibi: '0', kohoDateYearMonth, kohoJikiKbnCd, kohoYobiKbnCd };
}

/** The example moving form's two ends (domain/testing/exampleRequests.ts), in our names. */
const ORIGIN: MoveEnd = { postalCode: '1500001', prefecture: '13', city: '13113', district: '1500001', housingType: '01', floorPlan: 3, building: null };
const DESTINATION: MoveEnd = { postalCode: '', prefecture: '14', city: '14101', district: '', housingType: '03', floorPlan: 5, building: null };

describe('estimateDetails', () => {
  it('names a move on a precise day: both ends, the household, the belongings, the day and the preferred times', () => {
    expect(estimateDetails(exampleEstimateRequest)).toEqual({
      move: {
        origin: ORIGIN,
        destination: DESTINATION,
        headCount: 1,
        schedule: { kind: 'day', date: '2026-12-05' },
        time: { kind: 'preferredTimes', times: ['preferredTime1'] },
        // '10002' was sent as '0': not taken.
        belongings: { '10001': 1, '80001': 10 },
      },
      personal: {
        name: '山田 太郎', nameReading: 'ヤマダ タロウ', email: 'taro@example.com', tel: '09012345678', originDetail: '1-2-3',
        destinationDetail: '', destinationTownArea: '鶴見中央', note: '', belongingsNote: '',
      },
      contact: { method: 'phone', windows: ['weekdayEvening', 'weekendMorning'] },
      partners: [],
    });
  });

  it('names a move in a month: the month (yyyy-MM), its part and the weekdays', () => {
    const details = estimateDetails(inMonth(exampleEstimateRequest, '202702', '03', '02'));
    expect(details.move.schedule).toEqual({ kind: 'month', month: '2027-02', timing: '03', weekdays: '02' });
    expect(estimateDetails(inMonth(exampleEstimateRequest, '202612', '01', '99')).move.schedule).toEqual({ kind: 'month', month: '2026-12', timing: '01', weekdays: '99' });
    // The rest of the move is the same whichever schedule.
    expect({ ...details.move, schedule: null }).toEqual({ ...estimateDetails(exampleEstimateRequest).move, schedule: null });
  });

  it('names each preferred time checked ([0, 0, t1, t2, t3] on the wire), in order, and none when none is', () => {
    const timesOf = (kibouJikanCd: EstimateRequest['kibouJikanCd']) => estimateDetails({ ...exampleEstimateRequest, kibouJikanCd }).move.time;
    expect(timesOf([0, 0, 1, 1, 1])).toEqual({ kind: 'preferredTimes', times: ['preferredTime1', 'preferredTime2', 'preferredTime3'] });
    expect(timesOf([0, 0, 0, 1, 0])).toEqual({ kind: 'preferredTimes', times: ['preferredTime2'] });
    expect(timesOf([0, 0, 1, 0, 1])).toEqual({ kind: 'preferredTimes', times: ['preferredTime1', 'preferredTime3'] });
    expect(timesOf([0, 0, 0, 0, 0])).toEqual({ kind: 'preferredTimes', times: [] });
  });

  it('gives the partner services chosen on the form, in their order', () => {
    expect(estimateDetails({ ...exampleEstimateRequest, alliance: ['A08', 'A01'] }).partners).toEqual(['A08', 'A01']);
  });
});

describe('reservationDetails', () => {
  it('names a move on its day with the one time frame asked, and the partner services chosen', () => {
    expect(reservationDetails(exampleReservationReserveRequest)).toEqual({
      move: {
        origin: ORIGIN,
        destination: DESTINATION,
        headCount: 1,
        schedule: { kind: 'day', date: '2026-12-05' },
        time: { kind: 'timeFrame', timeFrame: '1' },
        belongings: { '10001': 1, '80001': 10 },
      },
      personal: {
        name: '山田 太郎', nameReading: 'ヤマダ タロウ', email: 'taro@example.com', tel: '09012345678', originDetail: '1-2-3',
        destinationDetail: '', destinationTownArea: '鶴見中央', note: '', belongingsNote: '',
      },
      contact: { method: 'phone', windows: ['weekdayEvening', 'weekendMorning'] },
      partners: ['A01'],
    });
  });

  it('keeps each time frame as asked (morning, afternoon, either)', () => {
    for (const kibouJikanCd of ['1', '2', '0'] as const) {
      expect(reservationDetails({ ...exampleReservationReserveRequest, kibouJikanCd }).move.time).toEqual({ kind: 'timeFrame', timeFrame: kibouJikanCd });
    }
  });
});

describe('movingFormDetails', () => {
  const DAY = { kind: 'day', date: '2026-12-05' } as const;
  const TIME = { kind: 'timeFrame', timeFrame: '0' } as const;

  it('reads the floor plans as numbers 1 to 14 from their codes', () => {
    const plans = (fromMadoriCd: string, toMadoriCd: string) => {
      const { move } = movingFormDetails({ ...exampleReservationReserveRequest, fromMadoriCd, toMadoriCd }, DAY, TIME);
      return [move.origin.floorPlan, move.destination.floorPlan];
    };
    expect(plans('01', '14')).toEqual([1, 14]);
    expect(plans('09', '10')).toEqual([9, 10]);
    expect(() => plans('15', '01')).toThrow(RangeError);
  });

  it('reads the household as a number', () => {
    for (const manCount of ['1', '2', '3'] as const) {
      expect(movingFormDetails({ ...exampleReservationReserveRequest, manCount }, DAY, TIME).move.headCount).toBe(Number(manCount));
    }
  });

  it('counts the belongings per item as numbers, whatever their category, leaving those not taken out', () => {
    const nimotsu = { '1': { '10001': '2', '10002': '0', '10003': '1' }, '2': { '20001': '0' }, '8': { '80001': '25' } };
    expect(movingFormDetails({ ...exampleReservationReserveRequest, nimotsu }, DAY, TIME).move.belongings).toEqual({ '10001': 2, '10003': 1, '80001': 25 });
    expect(movingFormDetails({ ...exampleReservationReserveRequest, nimotsu: {} }, DAY, TIME).move.belongings).toEqual({});
  });

  it('keeps the schedule and time its flow gives', () => {
    const schedule = { kind: 'month', month: '2027-03', timing: '02', weekdays: '01' } as const;
    const time = { kind: 'preferredTimes', times: ['preferredTime3'] } as const;
    const { move } = movingFormDetails(exampleReservationReserveRequest, schedule, { ...time, times: [...time.times] });
    expect(move.schedule).toEqual(schedule);
    expect(move.time).toEqual(time);
  });
});
