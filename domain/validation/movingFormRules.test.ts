import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { hasNoErrors } from './ruleList.ts';
import { estimateScheduleErrors, isRouteChosen, movingAddressErrors } from './movingFormRules.ts';

const address = {
  fromAddressFormat: 'postalCode' as const,
  fromPostalCode: '1500001',
  fromPrefecture: '13',
  fromCity: '13113',
  fromDistrict: '1500001',
  fromFloorPlan: '03',
  fromHouseNumber: '1-2-3',
  fromHousingType: '01',
  toPrefecture: '14',
  toCity: '14101',
  toFloorPlan: '05',
  toTownArea: '鶴見中央',
  toHouseNumber: '',
  toHousingType: '03',
};

describe('moving-form rules (spec §5)', () => {
  it('accepts a complete address and asks the postal code only when the origin is entered by it', () => {
    expect(hasNoErrors(movingAddressErrors(address, 'estimate'))).toBe(true);
    const noPostal = { ...address, fromPostalCode: '' };
    expect(movingAddressErrors(noPostal, 'estimate').fromPostalCode).toBe(MESSAGES.postalCode.required);
    expect(movingAddressErrors({ ...noPostal, fromAddressFormat: 'address' }, 'estimate').fromPostalCode).toBeUndefined();
  });

  it('requires the origin house number in the reservation flow only, and refuses symbols in both', () => {
    const noHouseNumber = { ...address, fromHouseNumber: '' };
    expect(movingAddressErrors(noHouseNumber, 'estimate').fromHouseNumber).toBeUndefined();
    expect(movingAddressErrors(noHouseNumber, 'reservation').fromHouseNumber).toBe('番地を入力してください。');
    expect(movingAddressErrors({ ...address, fromHouseNumber: '①' }, 'estimate').fromHouseNumber).toBe('番地に不正な値が含まれています。');
    expect(movingAddressErrors({ ...address, toTownArea: 'Ⅱ' }, 'estimate').toTownArea).toBe('町域に不正な値が含まれています。');
  });

  it('knows when both ends can be searched', () => {
    expect(isRouteChosen(address)).toBe(true);
    expect(isRouteChosen({ ...address, toCity: '' })).toBe(false);
  });

  it('checks the date of a fixed schedule, and the month and timing of an approximate one', () => {
    expect(estimateScheduleErrors({ scheduleFormat: 'precise', movingDate: '2027/02/29', month: '', timing: '' })).toEqual({
      movingDate: MESSAGES.movingDate.nonexistent,
    });
    expect(estimateScheduleErrors({ scheduleFormat: 'approximate', movingDate: '', month: '', timing: '' })).toEqual({
      month: MESSAGES.movingMonth.required,
      timing: MESSAGES.timing.required,
    });
    expect(hasNoErrors(estimateScheduleErrors({ scheduleFormat: 'approximate', movingDate: '', month: '202701', timing: '02' }))).toBe(true);
  });
});
