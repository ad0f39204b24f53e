import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file inside an embedded data directory that names the process holding it. */
export const LOCK_FILE = 'server.pid';

/** Thrown when another living process holds the data directory. */
export class DataDirInUseError extends Error {
  constructor(readonly dataDir: string, readonly pid: number) {
    super(`The data directory ${dataDir} is in use by process ${pid}; stop that process or set DATA_DIR to another directory.`);
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Makes this process the only one using `dataDir` (two PGlite instances on one directory
 * would both write and corrupt it): creates the lock file holding our PID, exclusively.
 * A lock left by a process that no longer runs (a crash, kill -9) is taken over.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      return () => {
        if (readHolder(file) === process.pid) unlinkSync(file);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (holder !== null && isAlive(holder)) throw new DataDirInUseError(dataDir, holder);
    // Stale (or half-written by a process that died while writing): remove it and try again.
    // Two processes taking over the same stale lock in the same instant could both succeed;
    // re-reading just before removing keeps that window to a few microseconds.
    try {
      if (readHolder(file) === holder) unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}
