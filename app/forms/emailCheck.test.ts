import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../domain/validation/messages.ts';
import type { ApiResult } from '../api/http.ts';
import { FakeApi } from '../testing/fakeApi.ts';
import { EmailCheck, emailCheckOutcome } from './emailCheck.ts';

const TYPO = { message: 'EMAIL_DOMAIN_TYPO', text: 'hanako@gmail.com の入力間違いではありませんか？', suggestion: 'hanako@gmail.com' };
const REFUSED: ApiResult<never> = { kind: 'failed', status: 400, errors: [{ code: 'SOMETHING_NEW', message: 'x', field: 'email' }] };

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('emailCheckOutcome (spec §5)', () => {
  it('offers quick booking the correction without an error, and the pattern message for a refusal', () => {
    expect(emailCheckOutcome('a@gmial.com', { kind: 'ok', data: TYPO }, 'quickBooking')).toEqual({ email: 'a@gmial.com', message: undefined, correction: { text: TYPO.text, email: TYPO.suggestion } });
    expect(emailCheckOutcome('a@b.jp', { kind: 'ok', data: { message: 'SOMETHING_NEW' } }, 'quickBooking')?.message).toBe(MESSAGES.email.pattern);
    expect(emailCheckOutcome('a@b.jp', REFUSED, 'quickBooking')?.message).toBe(MESSAGES.email.pattern);
  });

  it('shows the estimate and reservation forms the mapped message beside the correction, EMAIL_SERVER_ERROR for an unknown code', () => {
    expect(emailCheckOutcome('a@gmial.com', { kind: 'ok', data: TYPO }, 'estimate')).toEqual({ email: 'a@gmial.com', message: MESSAGES.email.pattern, correction: { text: TYPO.text, email: TYPO.suggestion } });
    expect(emailCheckOutcome('a@b.jp', REFUSED, 'reservation')?.message).toBe(MESSAGES.email.serverError);
  });

  it('shows nothing when the server finds nothing, or when the call could not be made', () => {
    expect(emailCheckOutcome('a@b.jp', { kind: 'ok', data: { message: null } }, 'estimate')).toBeNull();
    expect(emailCheckOutcome('a@b.jp', { kind: 'failed', status: 503, errors: [] }, 'estimate')).toBeNull();
  });
});

describe('EmailCheck', () => {
  it('checks a valid address 400 ms after the last change, never an invalid one, and answers only for that address', async () => {
    const api = new FakeApi();
    api.emailAnswer = TYPO;
    const check = new EmailCheck('estimate', (email) => api.reference.email(email));
    check.checkLater('hanako@gmial.co');
    check.checkLater('hanako@gmial.com');
    check.checkLater('not-an-address');
    await vi.advanceTimersByTimeAsync(400);
    expect(api.emailChecks).toEqual([]);
    check.checkLater('hanako@gmial.com');
    await vi.advanceTimersByTimeAsync(399);
    expect(api.emailChecks).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.emailChecks).toEqual(['hanako@gmial.com']);
    expect(check.messageFor('hanako@gmial.com')).toBe(MESSAGES.email.pattern);
    expect(check.correctionFor('hanako@gmial.com')).toEqual({ text: TYPO.text, email: TYPO.suggestion });
    expect(check.messageFor('hanako@gmail.com')).toBeUndefined();
    check.clear();
    expect(check.outcome).toBeNull();
  });
});
