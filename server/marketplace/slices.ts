import { setImmediate as yieldToEventLoop } from 'node:timers/promises';

/**
 * Maps `items` in slices of `size`, letting the event loop run (I/O, other requests such as the
 * health check) between slices: long work in memory, like pricing or writing out an 89-day
 * calendar, never holds up the rest of the server for more than a slice.
 */
export async function mapInSlices<T, R>(items: readonly T[], size: number, map: (item: T) => R): Promise<R[]> {
  const mapped: R[] = [];
  for (const [index, item] of items.entries()) {
    if (index > 0 && index % size === 0) await yieldToEventLoop();
    mapped.push(map(item));
  }
  return mapped;
}
