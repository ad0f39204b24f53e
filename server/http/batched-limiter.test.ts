import { afterEach, describe, expect, it } from 'vitest';
import { batchedLimiter, maxUnsettledOf, type BatchedLimiter, type SharedCount } from './batched-limiter.ts';

/** A shared store as rate-limiter-flexible keeps one: a fixed window per key, opened by its first call. */
function sharedStore(now: () => number, windowMs: number) {
  const counts = new Map<string, { consumed: number; endsAt: number }>();
  const added: number[] = [];
  return {
    added,
    consumed: (key: string) => counts.get(key)?.consumed ?? 0,
    async add(key: string, calls: number): Promise<SharedCount> {
      added.push(calls);
      const at = now();
      const current = counts.get(key);
      const count = current && at < current.endsAt ? { ...current, consumed: current.consumed + calls } : { consumed: calls, endsAt: at + windowMs };
      counts.set(key, count);
      return { consumed: count.consumed, msBeforeNext: count.endsAt - at };
    },
  };
}

const budget = { points: 100, windowSeconds: 60 };
const limiters: BatchedLimiter[] = [];
afterEach(async () => {
  for (const limiter of limiters.splice(0)) await limiter.close();
});

function setUp() {
  let time = 1_000_000;
  const clock = { now: () => time, pass: (ms: number) => (time += ms) };
  const store = sharedStore(clock.now, budget.windowSeconds * 1000);
  const instance = () => {
    // The timer's settles are left out (an hour apart): each test settles when it means to.
    const limiter = batchedLimiter(store.add, budget, { settleEveryMs: 3_600_000, maxUnsettled: maxUnsettledOf(budget), now: clock.now });
    limiters.push(limiter);
    return limiter;
  };
  return { clock, store, instance };
}

async function takeMany(limiter: BatchedLimiter, key: string, calls: number): Promise<(number | null)[]> {
  const answers: (number | null)[] = [];
  for (let call = 0; call < calls; call++) answers.push(await limiter.take(key));
  return answers;
}

describe('batchedLimiter', () => {
  it('holds at most 5 % of the budget unsettled per key, at least one call', () => {
    expect(maxUnsettledOf({ points: 1200, windowSeconds: 60 })).toBe(60);
    expect(maxUnsettledOf({ points: 3, windowSeconds: 60 })).toBe(1);
  });

  it('alone, lets exactly the budget through and refuses the rest with the seconds left in the window', async () => {
    const { clock, store, instance } = setUp();
    const limiter = instance();
    const answers = await takeMany(limiter, 'a', 100);
    expect(answers.every((answer) => answer === null)).toBe(true);
    clock.pass(15_000);
    expect(await limiter.take('a')).toBe(45);
    expect(await limiter.take('b')).toBeNull();
    await limiter.settleAll();
    // Every call reached the store, the refused one too, in batches of at most 5 (5 % of 100).
    expect(store.consumed('a')).toBe(101);
    expect(Math.max(...store.added)).toBe(5);
    expect(store.added.length).toBeLessThan(30);
  });

  it('counts the calls of other instances once settled, and lets through at most 5 % of the budget more per instance', async () => {
    const { store, instance } = setUp();
    const [first, second] = [instance(), instance()];
    let admitted = 0;
    for (let call = 0; call < 300; call++) if ((await (call % 2 ? first : second).take('a')) === null) admitted++;
    expect(admitted).toBeGreaterThanOrEqual(100);
    expect(admitted).toBeLessThanOrEqual(100 + 2 * maxUnsettledOf(budget));
    await Promise.all([first.settleAll(), second.settleAll()]);
    expect(store.consumed('a')).toBe(300);
  });

  it('sees what another instance counted at its next settle', async () => {
    const { instance } = setUp();
    const [first, second] = [instance(), instance()];
    await takeMany(first, 'a', 100);
    await first.settleAll();
    // The second instance knows nothing yet: it lets through what it may hold unsettled, then settles and refuses.
    const answers = await takeMany(second, 'a', 10);
    expect(answers.filter((answer) => answer === null)).toHaveLength(5);
    expect(answers.slice(5).every((answer) => answer !== null)).toBe(true);
  });

  it('starts counting afresh when the window has ended, and never settles the calls of an ended window', async () => {
    const { clock, store, instance } = setUp();
    const limiter = instance();
    await takeMany(limiter, 'a', 103);
    expect(await limiter.take('a')).not.toBeNull();
    clock.pass(60_000);
    expect(await limiter.take('a')).toBeNull();
    await limiter.settleAll();
    expect(store.consumed('a')).toBe(1);
  });

  it('keeps counting in memory when the store fails', async () => {
    const limiter = batchedLimiter(async () => Promise.reject(new Error('down')), budget, { settleEveryMs: 3_600_000, maxUnsettled: 5, now: () => 0 });
    limiters.push(limiter);
    const answers = await takeMany(limiter, 'a', 101);
    expect(answers.filter((answer) => answer === null)).toHaveLength(100);
  });
});
