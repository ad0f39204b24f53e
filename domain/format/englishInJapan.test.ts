import { describe, expect, it, vi } from 'vitest';
import { madeOnFirstUse } from './englishInJapan.ts';

describe('madeOnFirstUse', () => {
  it('makes nothing until asked, then makes the value once', () => {
    const make = vi.fn(() => ({ made: true }));
    const value = madeOnFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    expect(value()).toBe(value());
    expect(make).toHaveBeenCalledTimes(1);
  });
});
