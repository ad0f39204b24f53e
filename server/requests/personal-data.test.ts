import { describe, expect, it } from 'vitest';
import { FLOW_IDS } from '../../domain/flows/flows.ts';
import { PERSONAL_FIELDS, withPersonalData, withoutPersonalData } from './personal-data.ts';

const MOVING_FORM_REQUEST = {
  shimei: '山田 太郎', shimeiKana: 'ヤマダ タロウ', email: 'taro@example.jp', tel1: '09012345678', fromHouseNumber: '1-2-3',
  toHouseNumber: '4-5', toTownArea: '桜新町', etcYobo: '午前中希望', etcNimotsu: 'ピアノ', fromTodofukenCd: '13', kaisha: ['K0001'],
};
const QUICK_BOOKING_REQUEST = {
  customerName: 'Nguyen Van An', customerNameKana: 'グエン ヴァン アン', customerEmail: 'an@example.jp', customerTel: '08011112222',
  fromDetailAddress: '1-2-3', toDetailAddress: '301', etcBaggages: '', fromPrefecture: '13', headCount: 2,
};
const REQUESTS = { estimate: MOVING_FORM_REQUEST, reservation: MOVING_FORM_REQUEST, quickBooking: QUICK_BOOKING_REQUEST } as const;

describe('a request’s personal data, kept in columns of its own', () => {
  it.each(FLOW_IDS)('%s: takes every piece out of the stored request and gives the request back whole', (flow) => {
    const { request, personal } = withoutPersonalData(flow, REQUESTS[flow]);
    expect(Object.values(personal).filter((value) => value !== null).length).toBeGreaterThanOrEqual(7);
    expect(JSON.stringify(request)).not.toMatch(/example\.jp|0[89]0|1-2-3|山田|Nguyen/);
    expect(withPersonalData(flow, request, personal)).toEqual(REQUESTS[flow]);
  });

  it('gives back the request without the personal data once it is erased (every column null)', () => {
    const { request } = withoutPersonalData('quickBooking', QUICK_BOOKING_REQUEST);
    const erased = Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, null])) as Parameters<typeof withPersonalData>[2];
    expect(withPersonalData('quickBooking', request, erased)).toEqual({ fromPrefecture: '13', headCount: 2 });
  });

  it('keeps an empty answer as given (an empty free text is not a missing one)', () => {
    const { personal } = withoutPersonalData('quickBooking', QUICK_BOOKING_REQUEST);
    expect(personal.belongingsNote).toBe('');
    expect(personal.destinationTownArea).toBeNull();
  });
});
