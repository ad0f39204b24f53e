import { describe, expect, it } from 'vitest';
import { initialEstimateSchedule } from '../moving-form/schedule.ts';
import { FakeApi } from '../testing/fakeApi.ts';
import { MemoryHistory } from './history.ts';
import { RootStore } from './RootStore.ts';
import { MemoryStorage } from './storage.ts';

const rootAt = (instant: string) =>
  new RootStore({ api: new FakeApi(), history: new MemoryHistory('/mitsumori/'), storage: new MemoryStorage(), device: 'pc', now: () => new Date(instant) });

describe('RootStore.today', () => {
  it('is the date in Japan, whatever the time zone of the device', () => {
    // 01:00 on 26 November in Japan is still the 25th in UTC and further west.
    const today = rootAt('2026-11-25T16:00:00Z').today();
    expect([today.getFullYear(), today.getMonth() + 1, today.getDate(), today.getHours()]).toEqual([2026, 11, 26, 0]);
    const evening = rootAt('2026-11-25T14:59:59Z').today();
    expect(evening.getDate()).toBe(25);
  });

  it('gives the forms the first moving date the server accepts: Japan today + 3', () => {
    expect(initialEstimateSchedule(rootAt('2026-11-25T16:00:00Z').today()).movingDate).toBe('2026/11/29');
  });
});
