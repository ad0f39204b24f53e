import { describe, expect, it } from 'vitest';
import { isNestedDeeperThan } from './require-json-body.ts';

describe('isNestedDeeperThan', () => {
  it('counts levels of arrays and objects, not of scalars', () => {
    expect(isNestedDeeperThan('text', 0)).toBe(false);
    expect(isNestedDeeperThan({}, 0)).toBe(true);
    expect(isNestedDeeperThan({ a: [1, { b: 2 }] }, 3)).toBe(false);
    expect(isNestedDeeperThan({ a: [1, { b: [] }] }, 3)).toBe(true);
  });

  it('walks 100,000 levels without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;
    expect(isNestedDeeperThan(deep, 32)).toBe(true);
  });
});
