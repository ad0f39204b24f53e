import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MARKER_VARIABLE, markedProcesses } from '../support/process-guard.ts';

describe('the process guard of the test run', () => {
  it('finds a process carrying the marker, and its children, until they exit', async () => {
    const marker = randomBytes(8).toString('hex');
    // A shell whose child sleeps: both inherit the marker from the environment.
    const child = spawn('sh', ['-c', 'sleep 30 & wait'], { env: { ...process.env, [MARKER_VARIABLE]: marker }, stdio: 'ignore' });
    try {
      await new Promise((done) => setTimeout(done, 200));
      const found = markedProcesses(marker);
      expect(found.map(({ pid }) => pid)).toContain(child.pid);
      expect(found.some(({ command }) => command === 'sleep 30')).toBe(true);
    } finally {
      for (const { pid } of markedProcesses(marker)) process.kill(pid, 'SIGKILL');
    }
    await once(child, 'exit');
    // The grandchild dies a moment later than its parent on a busy machine.
    const deadline = Date.now() + 5_000;
    while (markedProcesses(marker).length > 0 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 50));
    expect(markedProcesses(marker)).toEqual([]);
  });

  it('has put this run\'s marker into the environment that tests pass to what they start', () => {
    expect(process.env[MARKER_VARIABLE]).toMatch(/^[0-9a-f]{16}$/);
  });
});
