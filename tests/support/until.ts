import { setTimeout as wait } from 'node:timers/promises';

export interface UntilOptions {
  /** Fails after this long. */
  timeoutMs?: number;
  /** How long to wait between two looks. */
  intervalMs?: number;
}

/**
 * Waits until `condition` holds, looking again every `intervalMs`: for what a test cannot be told
 * of by an event (a lock another connection took, a port that closed, a notification another
 * process sent). Fails after `timeoutMs` with `what` it waited for; returns as soon as it holds,
 * so no test waits longer than the thing takes.
 */
export async function until(what: string, condition: () => boolean | Promise<boolean>, { timeoutMs = 10_000, intervalMs = 10 }: UntilOptions = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await wait(intervalMs);
  }
}
