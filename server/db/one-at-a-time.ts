/**
 * Runs `run` whenever asked, one run at a time. Two asks in a row during a run make one more run
 * after it, not two side by side: runs side by side could finish out of order, the one that read
 * before the second change last, and keep what it read until the next change. Used for the reloads
 * that follow a database notification (the catalogue, the review scores).
 */
export function oneAtATime(run: () => Promise<void>): () => void {
  let running = false;
  let again = false;
  async function runWhileAsked(): Promise<void> {
    running = true;
    try {
      do {
        again = false;
        await run();
      } while (again);
    } finally {
      running = false;
    }
  }
  return () => {
    if (running) again = true;
    else void runWhileAsked();
  };
}
