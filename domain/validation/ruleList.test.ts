import { describe, expect, it } from 'vitest';
import { contactRules } from './contactRules.ts';
import { MESSAGES } from './messages.ts';
import { QUICK_ADDRESS_FORM_RULES, QUICK_ADDRESS_RULES, type AddressForm } from './quickBookingRules.ts';
import { errorsOf, hasNoErrors, passes } from './ruleList.ts';

const ADDRESS: AddressForm = {
  fromAddressFormat: 'address',
  fromPostalCode: '',
  fromPrefecture: '13',
  fromCity: '13101',
  fromDistrict: 'd1',
  fromFloorPlan: '01',
  toPrefecture: '14',
  toCity: '14101',
  toFloorPlan: '01',
  headCount: '1',
};

describe('rule lists', () => {
  it('gives each failing field its message and nothing for the passing ones', () => {
    const errors = errorsOf(QUICK_ADDRESS_RULES, { ...ADDRESS, fromCity: '', headCount: '' });
    expect(errors).toEqual({ fromCity: MESSAGES.city.required, headCount: MESSAGES.movers.required });
    expect(hasNoErrors(errors)).toBe(false);
    expect(passes(QUICK_ADDRESS_RULES, ADDRESS)).toBe(true);
  });

  it('asks for the postal code only while the origin is entered by postal code', () => {
    expect(errorsOf(QUICK_ADDRESS_FORM_RULES, ADDRESS).fromPostalCode).toBeUndefined();
    expect(errorsOf(QUICK_ADDRESS_FORM_RULES, { ...ADDRESS, fromAddressFormat: 'postalCode' }).fromPostalCode).toBeDefined();
    expect(passes(QUICK_ADDRESS_FORM_RULES, { ...ADDRESS, fromAddressFormat: 'postalCode', fromPostalCode: '1000005' })).toBe(true);
  });

  it('checks quick-booking personal info with its own messages', () => {
    const errors = errorsOf(contactRules('quickBooking'), { name: '', nameKana: 'ヤマダ', tel: '0901234', email: 'a@b.jp' });
    expect(Object.keys(errors).sort()).toEqual(['name', 'tel']);
    expect(errors.name).toBe(MESSAGES.name.required.quick);
  });
});
