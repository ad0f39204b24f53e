import { describe, expect, it } from 'vitest';
import { refusalMeaning } from './refusal-meaning.ts';

describe('refusalMeaning', () => {
  it.each([
    [409, '1001', 'duplicate'],
    [404, '1001', 'sold_out'],
    [409, '1002', 'sold_out'],
    [409, '1003', 'price_changed'],
    [409, 'IDEMPOTENCY_KEY_IN_FLIGHT', 'idempotency'],
    [422, 'IDEMPOTENCY_KEY_REUSED', 'idempotency'],
    [400, 'INVALID_INPUT', 'invalid'],
    [400, null, 'invalid'],
    [403, 'CSRF_TOKEN_INVALID', 'forbidden'],
    [404, 'NOT_FOUND', 'not_found'],
    [409, 'LEAD_ALREADY_ANSWERED', 'conflict'],
    [429, 'TOO_MANY_REQUESTS', 'rate_limited'],
    [500, 'INTERNAL_ERROR', 'error'],
  ] as const)('%i %s means %s', (status, code, meaning) => {
    expect(refusalMeaning(status, code)).toBe(meaning);
  });
});
