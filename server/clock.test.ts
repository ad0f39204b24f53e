import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { offsetClock } from './clock.ts';

describe('offsetClock', () => {
  const dir = mkdtempSync(join(tmpdir(), 'clock-'));
  const file = join(dir, 'clock');
  afterEach(() => rmSync(file, { force: true }));

  it('is the system clock while the file is missing or not a number', () => {
    const clock = offsetClock(file);
    expect(Math.abs(clock().getTime() - Date.now())).toBeLessThan(1_000);
    writeFileSync(file, 'soon');
    expect(Math.abs(clock().getTime() - Date.now())).toBeLessThan(1_000);
  });

  it('moves by the offset in the file, read again on every call', () => {
    const clock = offsetClock(file);
    writeFileSync(file, String(2 * 86_400_000));
    expect(clock().getTime() - Date.now()).toBeGreaterThan(2 * 86_400_000 - 1_000);
    writeFileSync(file, '-3600000');
    expect(clock().getTime() - Date.now()).toBeLessThan(-3_600_000 + 1_000);
  });
});
