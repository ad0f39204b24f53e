import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    testRunMarker: string;
  }
}

/** The environment variable that marks every process a test starts (see process-marker.ts). */
export const MARKER_VARIABLE = 'HIKKOSHI_TEST_RUN';

/** Processes started by a test still have this long to exit after the last test. */
const GRACE_MS = 5_000;

/** Processes whose environment carries the marker: started by a test of this run, directly or not. */
export function markedProcesses(marker: string): { pid: number; command: string }[] {
  if (!existsSync('/proc/self/environ')) return [];
  const needle = `${MARKER_VARIABLE}=${marker}`;
  const found: { pid: number; command: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!readFileSync(`/proc/${entry}/environ`, 'latin1').split('\0').includes(needle)) continue;
      found.push({ pid: Number(entry), command: readFileSync(`/proc/${entry}/cmdline`, 'latin1').replaceAll('\0', ' ').trim() });
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return found;
}

/**
 * Global setup: gives the run a marker that test workers put into their environment, so that
 * every process a test starts (servers, browsers, their children) carries it. After the last
 * test, any such process still alive is killed and the run fails, naming it: a test that
 * starts processes stops every one of them.
 */
export default function setup(project: TestProject): () => Promise<void> {
  const marker = randomBytes(8).toString('hex');
  project.provide('testRunMarker', marker);
  return async () => {
    const deadline = Date.now() + GRACE_MS;
    let left = markedProcesses(marker);
    while (left.length > 0 && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 200));
      left = markedProcesses(marker);
    }
    if (left.length === 0) return;
    for (const { pid } of left) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    // Vitest reports an error thrown here but still exits 0: set the exit code ourselves.
    process.exitCode = 1;
    throw new Error(
      `Processes started by tests outlived the run (now killed):\n${left.map(({ pid, command }) => `  ${pid} ${command}`).join('\n')}`,
    );
  };
}
