import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n/translators.ts';
import {
  ESTIMATE_FLOOR_PLAN_OPTIONS,
  PREFECTURE_CODE_PATTERN,
  PREFECTURE_OPTIONS,
  QUICK_BOOKING_FLOOR_PLAN_OPTIONS,
  SORT_TYPE_OPTIONS,
  SUGGESTED_EMAIL_DOMAINS,
  TO_PARKING_OPTIONS,
  isLargeFloorPlan,
  optionLabel,
  optionLabelIn,
  optionValues,
  quickBookingFloorOptions,
  withEmailDomain,
} from './index.ts';

describe('prefectures', () => {
  it('lists 47 prefectures coded 01 to 47 in JIS order', () => {
    expect(PREFECTURE_OPTIONS).toHaveLength(47);
    expect(PREFECTURE_OPTIONS[0]).toEqual({ value: '01', label: '北海道' });
    expect(PREFECTURE_OPTIONS[12]).toEqual({ value: '13', label: '東京都' });
    expect(PREFECTURE_OPTIONS[46]).toEqual({ value: '47', label: '沖縄県' });
    expect(optionValues(PREFECTURE_OPTIONS).every((code) => PREFECTURE_CODE_PATTERN.test(code))).toBe(true);
  });

  it('rejects codes outside 01..47', () => {
    for (const code of ['00', '48', '1', '001', '99']) expect(PREFECTURE_CODE_PATTERN.test(code)).toBe(false);
  });
});

describe('floor plans', () => {
  it('uses 01..14 for the estimate and 1..14 for quick booking with the same labels', () => {
    expect(optionValues(ESTIMATE_FLOOR_PLAN_OPTIONS)).toEqual(
      ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13', '14'],
    );
    expect(optionValues(QUICK_BOOKING_FLOOR_PLAN_OPTIONS)).toEqual(
      ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14'],
    );
    expect(ESTIMATE_FLOOR_PLAN_OPTIONS.map((o) => o.label)).toEqual(QUICK_BOOKING_FLOOR_PLAN_OPTIONS.map((o) => o.label));
    expect(optionLabel(ESTIMATE_FLOOR_PLAN_OPTIONS, '14')).toBe('5K以上');
    expect(optionLabel(ESTIMATE_FLOOR_PLAN_OPTIONS, '15')).toBeUndefined();
  });

  it('flags floor plans of 5 or more in both flows', () => {
    expect(isLargeFloorPlan('4')).toBe(false);
    expect(isLargeFloorPlan('04')).toBe(false);
    expect(isLargeFloorPlan('5')).toBe(true);
    expect(isLargeFloorPlan('05')).toBe(true);
    expect(isLargeFloorPlan('')).toBe(false);
  });
});

describe('quick-booking floors', () => {
  const japanese = translatorFor('ja');

  it('offers basement and 1..19, and 20 only for towers', () => {
    const low = optionValues(quickBookingFloorOptions(false, japanese));
    expect(low).toHaveLength(20);
    expect(low[0]).toBe('-1');
    expect(low.at(-1)).toBe('19');
    expect(optionValues(quickBookingFloorOptions(true, japanese)).at(-1)).toBe('20');
    expect(optionLabel(quickBookingFloorOptions(true, japanese), '20')).toBe('20階以上');
  });

  it('names each floor in the translator\'s language', () => {
    expect(quickBookingFloorOptions(true, japanese).slice(0, 3).map((option) => option.label)).toEqual(['地下', '1階', '2階']);
    const english = quickBookingFloorOptions(true, translatorFor('en'));
    expect(english.slice(0, 3).map((option) => option.label)).toEqual(['Basement', 'Floor 1', 'Floor 2']);
    expect(optionLabel(english, '20')).toBe('Floor 20 or above');
  });
});

describe('other lists', () => {
  it('lets the destination parking be unknown', () => {
    expect(optionValues(TO_PARKING_OPTIONS)).toEqual(['1', '2', '3']);
  });

  it('sorts by order first', () => {
    expect(optionValues(SORT_TYPE_OPTIONS)).toEqual(['1', '2', '3']);
  });
});

describe('e-mail domains', () => {
  it('suggests the six domains', () => {
    expect(SUGGESTED_EMAIL_DOMAINS).toEqual(['gmail.com', 'yahoo.co.jp', 'icloud.com', 'docomo.ne.jp', 'ezweb.ne.jp', 'i.softbank.jp']);
  });

  it('joins the typed local part with the chosen domain', () => {
    expect(withEmailDomain('taro', 'gmail.com')).toBe('taro@gmail.com');
    expect(withEmailDomain(' taro@gm', 'gmail.com')).toBe('taro@gmail.com');
  });
});

describe('optionLabelIn', () => {
  it("reads the label of a value in a translator's language, and '' for a value not listed", () => {
    expect(optionLabelIn(PREFECTURE_OPTIONS, '13', translatorFor('ja'))).toBe('東京都');
    expect(optionLabelIn(PREFECTURE_OPTIONS, '13', translatorFor('en'))).toBe('Tokyo');
    expect(optionLabelIn(PREFECTURE_OPTIONS, '99', translatorFor('en'))).toBe('');
  });
});
