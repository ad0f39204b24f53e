import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MARKER_VARIABLE, markedProcesses } from '../support/process-guard.ts';
import { until } from '../support/until.ts';

describe('the process guard of the test run', () => {
  it('finds a process carrying the marker, and its children, until they exit', async () => {
    const marker = randomBytes(8).toString('hex');
    // A shell whose child sleeps: both inherit the marker from the environment.
    const child = spawn('sh', ['-c', 'sleep 30 & wait'], { env: { ...process.env, [MARKER_VARIABLE]: marker }, stdio: 'ignore' });
    try {
      // Both are found once the shell has started its child.
      await until('the shell and its sleeping child carry the marker', () => {
        const found = markedProcesses(marker);
        return found.some(({ pid }) => pid === child.pid) && found.some(({ command }) => command === 'sleep 30');
      }, { intervalMs: 50 });
    } finally {
      for (const { pid } of markedProcesses(marker)) process.kill(pid, 'SIGKILL');
    }
    await once(child, 'exit');
    // The grandchild dies a moment later than its parent on a busy machine.
    await until('no process carries the marker', () => markedProcesses(marker).length === 0, { timeoutMs: 5_000, intervalMs: 50 });
  });

  it('has put this run\'s marker into the environment that tests pass to what they start', () => {
    expect(process.env[MARKER_VARIABLE]).toMatch(/^[0-9a-f]{16}$/);
  });
});
