import type { Budget, ClientLimiter } from './rate-limit-store.ts';

/** A key's count in the shared store after calls were added to it, and the milliseconds until its window ends. */
export interface SharedCount {
  consumed: number;
  msBeforeNext: number;
}

/** The store every instance shares: adds calls to a key's count in its current window (one atomic upsert). */
export type AddToSharedCount = (key: string, calls: number) => Promise<SharedCount>;

/** What this instance knows of one key. */
interface KeyCount {
  /** The shared store's count as of this instance's last settle (its own settled calls included). */
  shared: number;
  /** Calls this instance counted since then, not yet added to the shared store. */
  unsettled: number;
  /** When the key's window ends (ms since the epoch, as the store reckons it). */
  endsAt: number;
  /** The settle in flight, resolving to whether the store took the calls. */
  settling: Promise<boolean> | undefined;
}

export interface BatchedLimiterOptions {
  /** How often every key's unsettled calls are added to the shared store. */
  settleEveryMs: number;
  /** At most this many calls per key go uncounted by the shared store: the next one waits for a settle. */
  maxUnsettled: number;
  now?: () => number;
}

export interface BatchedLimiter extends ClientLimiter {
  /** Adds every key's unsettled calls to the shared store now. */
  settleAll(): Promise<void>;
  /** Stops the timer and settles what is left. */
  close(): Promise<void>;
}

/** The unsettled calls an instance may hold per key: 5 % of the budget, at least one (README "Rate limits"). */
export function maxUnsettledOf(budget: Budget): number {
  return Math.max(1, Math.floor(budget.points / 20));
}

/**
 * Counts calls in this instance's memory and settles them with the shared store in batches: every
 * `settleEveryMs`, and at once when a key has `maxUnsettled` calls the store has not seen. A call
 * is refused when the store's count at the last settle plus this instance's unsettled calls is
 * over the budget. Alone, an instance therefore counts exactly; beside others, each can let through
 * at most `maxUnsettled` calls the others have not yet seen, so a client spreading its calls over
 * n instances gets at most n × `maxUnsettled` calls past the budget in a window.
 * Calls of a window that has ended are never settled: they count towards no budget any more.
 */
export function batchedLimiter(addToShared: AddToSharedCount, budget: Budget, options: BatchedLimiterOptions): BatchedLimiter {
  const { settleEveryMs, maxUnsettled, now = Date.now } = options;
  const windowMs = budget.windowSeconds * 1000;
  const keys = new Map<string, KeyCount>();

  function settle(key: string, count: KeyCount): Promise<boolean> {
    count.settling ??= (async () => {
      const calls = count.unsettled;
      try {
        const stored = await addToShared(key, calls);
        count.unsettled -= calls;
        count.shared = stored.consumed;
        count.endsAt = now() + stored.msBeforeNext;
        return true;
      } catch {
        // The store's own fallback (an in-memory insurance limiter) failed too: keep counting here.
        return false;
      } finally {
        count.settling = undefined;
      }
    })();
    return count.settling;
  }

  function currentCount(key: string, at: number): KeyCount {
    const count = keys.get(key);
    if (count && at < count.endsAt) return count;
    const fresh: KeyCount = { shared: 0, unsettled: 0, endsAt: at + windowMs, settling: undefined };
    keys.set(key, fresh);
    return fresh;
  }

  async function settleAll(): Promise<void> {
    const at = now();
    const settles: Promise<boolean>[] = [];
    for (const [key, count] of keys) {
      if (at >= count.endsAt) keys.delete(key);
      else if (count.unsettled > 0) settles.push(settle(key, count));
    }
    await Promise.all(settles);
  }

  const timer = setInterval(() => void settleAll(), settleEveryMs);
  timer.unref();

  return {
    async take(key) {
      let count = currentCount(key, now());
      // One settle after another until this instance may count the call (each waiter checks again when it resumes).
      while (count.unsettled >= maxUnsettled) {
        if (!(await settle(key, count))) break;
        count = currentCount(key, now());
      }
      count.unsettled += 1;
      if (count.shared + count.unsettled <= budget.points) return null;
      return Math.max(1, Math.ceil((count.endsAt - now()) / 1000));
    },
    settleAll,
    async close() {
      clearInterval(timer);
      await settleAll();
    },
  };
}
