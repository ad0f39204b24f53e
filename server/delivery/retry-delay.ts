/** The first retry comes about a second after a failure; each later one waits twice as long, at most a minute. */
export const RETRY_BASE_MS = 1_000;
export const RETRY_CAP_MS = 60_000;

/**
 * How long to wait before the next try after `failedTries` failed ones: exponential backoff with
 * "equal jitter" (half the step fixed, half random), so instances that failed together do not
 * come back together, yet every wait stays between half and all of its step.
 */
export function retryDelayMs(failedTries: number, random: () => number = Math.random): number {
  const step = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, failedTries - 1));
  return Math.round(step / 2 + random() * (step / 2));
}
