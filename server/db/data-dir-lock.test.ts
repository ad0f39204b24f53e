import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hikkoshi-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The PID of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('lockDataDir', () => {
  it('writes our PID into the lock file and removes it on release', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a directory a living process holds, naming the directory and the process', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dir)).toThrow(`The data directory ${dir} is in use by process ${process.pid}`);
    } finally {
      release();
    }
    lockDataDir(dir)();
  });

  it('takes over a lock left by a process that no longer runs, or an unreadable one', () => {
    for (const stale of [`${deadPid()}\n`, '']) {
      const dir = freshDir();
      writeFileSync(join(dir, LOCK_FILE), stale);
      const release = lockDataDir(dir);
      expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
      release();
    }
  });

  it('leaves a lock alone on release once another process has taken it over', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    writeFileSync(join(dir, LOCK_FILE), '1\n');
    release();
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe('1\n');
  });
});
