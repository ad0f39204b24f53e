import { describe, expect, it } from 'vitest';
import { defaultSchedule } from './defaultSchedule.ts';

describe('default schedule (spec §4)', () => {
  it('starts on today plus 3 days with the timing of its day of month', () => {
    expect(defaultSchedule(new Date(2026, 10, 5))).toEqual({ movingDate: '2026/11/08', month: '202611', timing: '01' });
    expect(defaultSchedule(new Date(2026, 10, 10))).toEqual({ movingDate: '2026/11/13', month: '202611', timing: '02' });
    expect(defaultSchedule(new Date(2026, 10, 20))).toEqual({ movingDate: '2026/11/23', month: '202611', timing: '03' });
    expect(defaultSchedule(new Date(2026, 11, 30))).toEqual({ movingDate: '2027/01/02', month: '202701', timing: '01' });
  });
});
