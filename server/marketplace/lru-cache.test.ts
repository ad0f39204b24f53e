import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache.ts';

describe('LruCache', () => {
  it('creates once per key and drops the least recently used entry when full', () => {
    const cache = new LruCache<number>(2);
    let created = 0;
    const make = () => ++created;
    expect(cache.getOrCreate('a', make)).toBe(1);
    expect(cache.getOrCreate('b', make)).toBe(2);
    expect(cache.getOrCreate('a', make)).toBe(1);
    cache.getOrCreate('c', make);
    expect(cache.size).toBe(2);
    expect(cache.getOrCreate('a', make)).toBe(1);
    expect(cache.getOrCreate('b', make)).toBe(4);
  });
});
