/** The wait after the last change before the company list or the e-mail check is fetched (spec §7, §9). */
export const DEBOUNCE_MS = 400;

export interface Debounced {
  /** Runs `work` once no other call came within the wait; an earlier pending call is dropped. */
  run(work: () => void): void;
  /** Drops the pending call. */
  cancel(): void;
}

/** A trailing debounce: the last of a burst of calls runs `ms` after it was made. */
export function debounced(ms: number = DEBOUNCE_MS): Debounced {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    run(work) {
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        work();
      }, ms);
    },
    cancel,
  };
}
