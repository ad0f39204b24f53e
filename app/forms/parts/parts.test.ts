import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/validation/messages.ts';
import { hasNoErrors } from '../../../domain/validation/ruleList.ts';
import { belongingsPart } from './belongingsPart.ts';
import { CONTACT_PART, type ContactPartContext } from './contactPart.ts';

const CONTACT = { name: '山田 花子', nameKana: 'ヤマダ ハナコ', email: 'hanako@example.jp', tel: '' };
const ESTIMATE_TYPING: ContactPartContext = { flow: 'estimate', phoneOptional: true, emailMessage: undefined };

describe('the contact part', () => {
  it('reads the phone as the flow asks it, in its words: optional while the estimate is typed, required at its final submit and in the flows that hold a day', () => {
    expect(CONTACT_PART.errors(CONTACT, ESTIMATE_TYPING).tel).toBeUndefined();
    expect(CONTACT_PART.errors(CONTACT, { ...ESTIMATE_TYPING, phoneOptional: false }).tel).toBe('ご連絡先電話番号を入力してください。');
    expect(CONTACT_PART.errors({ ...CONTACT, tel: '12345678' }, ESTIMATE_TYPING).tel).toBe('ご連絡先電話番号は9字以上で入力してください。');
    const holdingADay: ContactPartContext = { flow: 'reservation', phoneOptional: false, emailMessage: undefined };
    expect(CONTACT_PART.errors({ ...CONTACT, tel: '123456789' }, holdingADay).tel).toBe('ご連絡先電話番号は10字以上で入力してください。');
    expect(CONTACT_PART.errors({ ...CONTACT, tel: '123456789' }, { ...holdingADay, flow: 'quickBooking' }).tel).toBe('電話番号は10字以上で入力してください。');
    expect(CONTACT_PART.errors({ ...CONTACT, name: '' }, ESTIMATE_TYPING).name).toBe('氏名を入力してください。');
  });

  it('adds the server check\'s message once the address\'s own pattern passes', () => {
    const context = { ...ESTIMATE_TYPING, emailMessage: 'このメールアドレスには届きません。' };
    expect(CONTACT_PART.errors(CONTACT, context).email).toBe('このメールアドレスには届きません。');
    expect(CONTACT_PART.errors({ ...CONTACT, email: 'hanako' }, context).email).not.toBe('このメールアドレスには届きません。');
  });
});

describe('the belongings part', () => {
  const NONE_ABOVE_ZERO = { ...belongingsPart('byPart').initialValues(new Date()), belongingsCounts: { 10001: '0' } };

  it('checks the counts on its own next where the belongings are one step', () => {
    expect(belongingsPart('byPart').errors(NONE_ABOVE_ZERO, undefined)).toEqual({ belongingsCounts: MESSAGES.belongings.allZero, otherBelongings: undefined });
    expect(hasNoErrors(belongingsPart('byPart').errors({ ...NONE_ABOVE_ZERO, belongingsCounts: { 10001: '1' } }, undefined))).toBe(true);
  });

  it('leaves the counts to the sub-steps where the flow asks them on seven, and checks the other-belongings text in both', () => {
    expect(hasNoErrors(belongingsPart('bySubSteps').errors(NONE_ABOVE_ZERO, undefined))).toBe(true);
    const tooLong = { ...NONE_ABOVE_ZERO, otherBelongings: 'あ'.repeat(301) };
    expect(belongingsPart('bySubSteps').errors(tooLong, undefined).otherBelongings).toBe(MESSAGES.belongings.etcTooLong);
  });
});
