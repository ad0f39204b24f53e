import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMessage, type Message } from '../i18n/message.ts';
import { japanese } from '../testing/messages.ts';
import {
  belongingsCountsRule,
  canProceedFromBelongings,
  cityRule,
  detailAddressRule,
  districtRule,
  emailRule,
  estimateCompaniesRule,
  otherBelongingsRule,
  floorPlanRule,
  hasOtherBelongingsRule,
  houseNumberCharactersRule,
  houseNumberRule,
  housingTypeRule,
  isOverItemLimit,
  itemCountLimit,
  itemCountRule,
  moversRule,
  movingDateRule,
  movingMonthRule,
  nameKanaRule,
  nameRule,
  otherRequestsRule,
  phoneRule,
  postalCodeRule,
  prefectureRule,
  reservationCompaniesRule,
  timingRule,
  toggleCompany,
  townAreaRule,
  type Validator,
} from './index.ts';

describe('postal code', () => {
  it('is required, half-width digits, exactly 7 digits', () => {
    expect(postalCodeRule('')).toBe('郵便番号を入力してください。');
    expect(postalCodeRule('150-0001')).toBe('郵便番号は半角数字で入力してください。');
    expect(postalCodeRule('１５００００１')).toBe('郵便番号は半角数字で入力してください。');
    expect(postalCodeRule('150000')).toBe('郵便番号は7桁で入力してください。');
    expect(postalCodeRule('15000011')).toBe('郵便番号は7桁で入力してください。');
    expect(postalCodeRule('1500001')).toBeUndefined();
  });
});

describe('address selections', () => {
  it('requires prefecture, city, district, floor plan, housing type and movers', () => {
    expect(prefectureRule('')).toBe('都道府県を選択してください。');
    expect(cityRule('')).toBe('市区町村を選択してください。');
    expect(districtRule(undefined)).toBe('町名を選択してください。');
    expect(floorPlanRule('')).toBe('間取りを選択してください。');
    expect(housingTypeRule('')).toBe('住居タイプを選択してください。');
    expect(moversRule(null)).toBe('引越し人数を選択してください。');
    for (const rule of [prefectureRule, cityRule, districtRule, floorPlanRule, housingTypeRule, moversRule]) {
      expect(rule('01')).toBeUndefined();
    }
  });

  it('requires the reservation house number and restricts its characters', () => {
    expect(houseNumberRule(' ')).toBe('番地を入力してください。');
    expect(houseNumberRule('1-2-3①')).toBe('番地に不正な値が含まれています。');
    expect(houseNumberRule('1-2-3')).toBeUndefined();
    expect(houseNumberCharactersRule('')).toBeUndefined();
    expect(houseNumberCharactersRule('𠮷')).toBe('番地に不正な値が含まれています。');
  });

  it('restricts the town area and the detail address', () => {
    expect(townAreaRule('鶴見中央')).toBeUndefined();
    expect(townAreaRule('Ⅲ丁目')).toBe('町域に不正な値が含まれています。');
    expect(detailAddressRule('')).toBeUndefined();
    expect(detailAddressRule('ハイツ㈱101')).toBe('番地・建物名に不正な値が含まれています。');
  });
});

describe('schedule', () => {
  it('requires a moving date that exists', () => {
    const rule = movingDateRule();
    expect(rule('')).toBe('引越し予定日を選択してください。');
    expect(rule('2026/02/29')).toBe('存在しない日付です。正しい日付を選択してください。');
    expect(rule('2026/13/01')).toBe('存在しない日付です。正しい日付を選択してください。');
    expect(rule('2026-02-28')).toBe('存在しない日付です。正しい日付を選択してください。');
    expect(rule('2028/02/29')).toBeUndefined();
    expect(movingDateRule('yyyy-MM-dd')('2028-02-29')).toBeUndefined();
    expect(movingDateRule('yyyy-MM-dd')('2027-02-29')).toBe('存在しない日付です。正しい日付を選択してください。');
  });

  it('requires month and timing', () => {
    expect(movingMonthRule('')).toBe('引越し予定月を選択してください。');
    expect(timingRule('')).toBe('引越し予定時期を選択してください。');
  });
});

describe('belongings', () => {
  it('limits counts to 30, and 99 for cardboard boxes', () => {
    expect(itemCountLimit('10001')).toBe(30);
    expect(itemCountLimit('80001')).toBe(99);
    expect(itemCountRule('10001')('30')).toBeUndefined();
    expect(japanese(itemCountRule('10001')('31'))).toBe('個数は30以内で入力してください。');
    expect(itemCountRule('80001')('99')).toBeUndefined();
    expect(japanese(itemCountRule('80001')('100'))).toBe('個数は99以内で入力してください。');
    expect(isOverItemLimit('10001', '31')).toBe(true);
    expect(isOverItemLimit('10001', '30')).toBe(false);
    expect(isOverItemLimit('80001', '100')).toBe(true);
    expect(isOverItemLimit('80001', undefined)).toBe(false);
  });

  it('accepts digits only', () => {
    expect(itemCountRule('10001')('')).toBeUndefined();
    expect(itemCountRule('10001')('1.5')).toBe('個数は半角数字で入力してください。');
    expect(itemCountRule('10001')('-1')).toBe('個数は半角数字で入力してください。');
    expect(itemCountRule('10001')('３')).toBe('個数は半角数字で入力してください。');
  });

  it('needs at least one count above 0', () => {
    expect(belongingsCountsRule({})).toBe('全ての荷物で個数が0となっています。');
    expect(belongingsCountsRule({ '10001': '0', '10002': undefined })).toBe('全ての荷物で個数が0となっています。');
    expect(belongingsCountsRule({ '10001': '0', '80001': '1' })).toBeUndefined();
    expect(belongingsCountsRule({ '10001': 'a', '80001': '1' })).toBe('個数は半角数字で入力してください。');
    expect(japanese(belongingsCountsRule({ '10001': '31' }))).toBe('個数は30以内で入力してください。');
  });

  it('limits the free text to 300 characters without refused characters', () => {
    expect(otherBelongingsRule('あ'.repeat(299))).toBeUndefined();
    expect(otherBelongingsRule('あ'.repeat(300))).toBeUndefined();
    expect(otherBelongingsRule('あ'.repeat(301))).toBe('リスト以外の家財は300字以内で入力してください。');
    expect(otherBelongingsRule('ピアノ①')).toBe('リスト以外の家財に不正な値が含まれています。');
  });

  it('needs the other-belongings question answered', () => {
    expect(hasOtherBelongingsRule('')).toBe('リスト以外の家財の有無を選択してください。');
    expect(hasOtherBelongingsRule('0')).toBeUndefined();
  });

  it('enables quick-booking next only with valid counts and text and a choice made', () => {
    const valid = { belongingsCounts: { '80001': '10' }, hasOtherBelongings: '0' as const, otherBelongings: '' };
    expect(canProceedFromBelongings(valid)).toBe(true);
    expect(canProceedFromBelongings({ ...valid, hasOtherBelongings: '' })).toBe(false);
    expect(canProceedFromBelongings({ ...valid, belongingsCounts: { '80001': '0' } })).toBe(false);
    expect(canProceedFromBelongings({ ...valid, hasOtherBelongings: '1', otherBelongings: 'あ'.repeat(301) })).toBe(false);
    expect(canProceedFromBelongings({ ...valid, hasOtherBelongings: '1', otherBelongings: 'ピアノ' })).toBe(true);
  });
});

describe('contact', () => {
  it('words the name messages per flow', () => {
    expect(nameRule('quickBooking')('')).toBe('お名前を入力してください。');
    expect(nameRule('estimate')('')).toBe('氏名を入力してください。');
    expect(nameRule('reservation')('')).toBe('氏名を入力してください。');
    expect(nameRule('quickBooking')('山田㈱')).toBe('お名前に不正な値が含まれています。');
    expect(nameRule('estimate')('𠮷田')).toBe('氏名に不正な値が含まれています。');
    expect(nameRule('estimate')('吉田 太郎')).toBeUndefined();
  });

  it('needs full-width katakana for the furigana', () => {
    expect(nameKanaRule('')).toBe('フリガナを入力してください。');
    expect(nameKanaRule('やまだ')).toBe('フリガナは全角カナで入力してください。');
    expect(nameKanaRule('ﾔﾏﾀﾞ')).toBe('フリガナは全角カナで入力してください。');
    expect(nameKanaRule('Yamada')).toBe('フリガナは全角カナで入力してください。');
    expect(nameKanaRule('ヤマダ\u3000タロウ')).toBeUndefined();
    expect(nameKanaRule('ヴァージル・ヤマダ')).toBeUndefined();
  });

  it('checks the e-mail: required, 100 characters, pattern', () => {
    const local = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(emailRule('')).toBe('メールアドレスを入力してください。');
    expect(emailRule(local(100))).toBeUndefined();
    expect(emailRule(local(101))).toBe('メールアドレスは100字以内で入力してください。');
    for (const bad of ['taro', 'taro@', 'taro@example', 'ta ro@example.com', 'taro@@example.com', 'taro@-example.com', 'ｔａｒｏ@example.com']) {
      expect(emailRule(bad)).toBe('メールアドレスの形式に誤りがあります。');
    }
    expect(emailRule('taro.yamada+move@mail.example.co.jp')).toBeUndefined();
  });

  it('checks the phone per flow: 10 digits in quick booking and reservation, 9 in the estimate form', () => {
    expect(phoneRule('quickBooking')('')).toBe('電話番号を入力してください。');
    expect(japanese(phoneRule('quickBooking')('090123456'))).toBe('電話番号は10字以上で入力してください。');
    expect(phoneRule('quickBooking')('0312345678')).toBeUndefined();
    expect(phoneRule('quickBooking')('090-1234-5678')).toBe('電話番号は数字で入力してください。');
    expect(phoneRule('estimate')('')).toBe('ご連絡先電話番号を入力してください。');
    expect(japanese(phoneRule('estimate')('12345678'))).toBe('ご連絡先電話番号は9字以上で入力してください。');
    expect(phoneRule('estimate')('123456789')).toBeUndefined();
    expect(phoneRule('estimate')('03-1234')).toBe('ご連絡先電話番号は数字で入力してください。');
    expect(japanese(phoneRule('reservation')('123456789'))).toBe('ご連絡先電話番号は10字以上で入力してください。');
    expect(phoneRule('reservation')('０９０１２３４５６７８')).toBeUndefined();
  });

  it('lets the estimate form treat the phone as optional until final submit', () => {
    expect(phoneRule('estimate', { optional: true })('')).toBeUndefined();
    expect(japanese(phoneRule('estimate', { optional: true })('1234'))).toBe('ご連絡先電話番号は9字以上で入力してください。');
  });

  it('limits other requests to 300 characters without refused characters', () => {
    expect(otherRequestsRule('')).toBeUndefined();
    expect(otherRequestsRule('あ'.repeat(300))).toBeUndefined();
    expect(otherRequestsRule('あ'.repeat(301))).toBe('その他ご要望は300字以内で入力してください。');
    expect(otherRequestsRule('午前希望㍉')).toBe('その他ご要望に不正な値が含まれています。');
  });
});

describe('companies', () => {
  it('needs at least one company for an estimate', () => {
    expect(estimateCompaniesRule([])).toBe('見積りを依頼する引越し業者を1社以上選択してください。');
    expect(estimateCompaniesRule(['A', 'B', 'C', 'D', 'E'])).toBeUndefined();
  });

  it('needs one to three companies for a reservation', () => {
    expect(reservationCompaniesRule([])).toBe('仮予約を依頼する業者を1社以上選択してください。');
    expect(reservationCompaniesRule(['A'])).toBeUndefined();
    expect(reservationCompaniesRule(['A', 'B', 'C'])).toBeUndefined();
    expect(reservationCompaniesRule(['A', 'B', 'C', 'D'])).toBe('仮予約を依頼する業者は3社以内でご選択ください');
  });

  it('refuses the same company twice', () => {
    expect(estimateCompaniesRule(['A', 'B', 'A'])).toBe('同じ業者が重複して選択されています。');
    expect(reservationCompaniesRule(['A', 'A'])).toBe('同じ業者が重複して選択されています。');
    expect(reservationCompaniesRule(['A', 'A', 'B', 'C'])).toBe('仮予約を依頼する業者は3社以内でご選択ください');
  });

  it('toggles companies and refuses a fourth reservation company', () => {
    expect(toggleCompany(['A'], 'B')).toEqual({ companies: ['A', 'B'], warning: undefined });
    expect(toggleCompany(['A', 'B'], 'A')).toEqual({ companies: ['B'], warning: undefined });
    expect(toggleCompany(['A', 'B', 'C'], 'D', 3)).toEqual({ companies: ['A', 'B', 'C'], warning: '仮予約を依頼する業者は3社以内でご選択ください' });
    expect(toggleCompany(['A', 'B', 'C'], 'C', 3)).toEqual({ companies: ['A', 'B'], warning: undefined });
  });
});

describe('robustness', () => {
  const stringRules: Validator<unknown, Message>[] = [
    postalCodeRule, prefectureRule, cityRule, districtRule, houseNumberRule, houseNumberCharactersRule, townAreaRule,
    detailAddressRule, floorPlanRule, housingTypeRule, moversRule, movingDateRule(), movingDateRule('yyyy-MM-dd'),
    movingMonthRule, timingRule, otherBelongingsRule, itemCountRule('10001'), itemCountRule('80001'), nameRule('quickBooking'),
    nameRule('estimate'), nameKanaRule, emailRule, phoneRule('quickBooking'), phoneRule('estimate'), phoneRule('reservation'),
    phoneRule('estimate', { optional: true }), otherRequestsRule,
  ];

  it('no validator throws on any string, and each returns a message or undefined', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 400 }), (text) => {
      for (const rule of stringRules) {
        const result = rule(text);
        expect(result === undefined || isMessage(result)).toBe(true);
      }
    }), { numRuns: 200 });
  });

  it('no validator throws on values that are not strings', () => {
    fc.assert(fc.property(fc.anything(), (value) => {
      for (const rule of stringRules) rule(value);
    }), { numRuns: 100 });
  });
});
