import { describe, expect, it } from 'vitest';
import { canonicalJson, requestHash } from './request-hash.ts';

describe('canonicalJson', () => {
  it('sorts keys at every level and drops undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: null }], c: undefined } })).toBe(
      '{"a":{"d":[2,{"y":null,"z":1}]},"b":1}',
    );
  });
});

describe('requestHash', () => {
  it('is equal for the same content in another key order and differs for other content', () => {
    expect(requestHash({ a: 1, b: 'x' })).toBe(requestHash({ b: 'x', a: 1 }));
    expect(requestHash({ a: 1, b: 'x' })).not.toBe(requestHash({ a: 2, b: 'x' }));
  });
});
