import { readFileSync } from 'node:fs';
import type { Config } from './config.ts';

/** The server's time: every rule that depends on it (holds, fees, retention, retries) reads this. */
export type Clock = () => Date;

const systemClock: Clock = () => new Date();

/**
 * The system clock moved by the milliseconds written in `file` (e.g. "172800000" for two days on),
 * read again on every call: tests of a server in a child process set CLOCK_FILE to stand on the day
 * before a move or past a hold's end without sleeping. Time still runs, so retries and timers behave.
 * A missing or unreadable file means no offset.
 */
export function offsetClock(file: string): Clock {
  return () => {
    let offsetMs = 0;
    try {
      const value = Number(readFileSync(file, 'utf8').trim());
      if (Number.isFinite(value)) offsetMs = value;
    } catch {
      // No file yet: the system clock.
    }
    return new Date(Date.now() + offsetMs);
  };
}

/** The clock a configuration names: the system clock, moved by CLOCK_FILE's offset when it is set. */
export function clockOf({ clockFile }: Pick<Config, 'clockFile'>): Clock {
  return clockFile ? offsetClock(clockFile) : systemClock;
}
