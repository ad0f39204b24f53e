import { describe, expect, it } from 'vitest';
import { RETRY_CAP_MS, retryDelayMs } from './retry-delay.ts';

describe('retryDelayMs', () => {
  it('starts within a second and doubles each time, between half and all of each step', () => {
    expect([1, 2, 3, 4].map((tries) => retryDelayMs(tries, () => 0))).toEqual([500, 1_000, 2_000, 4_000]);
    expect([1, 2, 3, 4].map((tries) => retryDelayMs(tries, () => 1))).toEqual([1_000, 2_000, 4_000, 8_000]);
  });

  it('never waits more than a minute, however many tries failed', () => {
    for (const tries of [7, 8, 20, 1_000]) {
      expect(retryDelayMs(tries, () => 1)).toBe(RETRY_CAP_MS);
      expect(retryDelayMs(tries, () => 0)).toBe(RETRY_CAP_MS / 2);
    }
  });
});
