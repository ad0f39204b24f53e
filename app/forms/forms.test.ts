import { FORM_ERROR } from 'final-form';
import { describe, expect, it } from 'vitest';
import { submissionErrorsOf } from '../api/submissionErrors.ts';
import { isErrorShown } from './errorVisibility.ts';

describe('isErrorShown', () => {
  it('shows an error once edited, or edited and left for quick booking, and every error after a failed submit', () => {
    expect(isErrorShown({}, 'edited')).toBe(false);
    expect(isErrorShown({ modified: true }, 'edited')).toBe(true);
    expect(isErrorShown({ modified: true }, 'editedAndBlurred')).toBe(false);
    expect(isErrorShown({ touched: true }, 'editedAndBlurred')).toBe(false);
    expect(isErrorShown({ modified: true, touched: true }, 'editedAndBlurred')).toBe(true);
    expect(isErrorShown({ submitFailed: true }, 'editedAndBlurred')).toBe(true);
  });
});

describe('submissionErrorsOf', () => {
  it('puts each 400 message on its field and the rest on the form', () => {
    const errors = submissionErrorsOf([
      { code: 'INVALID_INPUT', message: 'メールアドレスを入力してください', field: 'customerEmail' },
      { code: 'INVALID_INPUT', message: '二つ目', field: 'customerEmail' },
      { code: 'X', message: '全体', field: null },
      { code: 'Y', message: '不明な項目', field: 'unknown' },
    ], (field) => (field === 'unknown' ? undefined : field));
    expect(errors).toEqual({ customerEmail: 'メールアドレスを入力してください', [FORM_ERROR]: '全体\n不明な項目' });
    expect(submissionErrorsOf([{ code: 'X', message: 'm', field: 'tel' }])).toEqual({ tel: 'm' });
  });
});
