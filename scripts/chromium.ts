import { existsSync } from 'node:fs';

/** Flags that work for Debian's Chromium in containers and CI (see shared/TOOLCHAIN.md). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The browser binary: CHROME_PATH when set, else Debian's Chromium. */
export function chromiumPath(): string {
  const candidate = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(candidate)) {
    throw new Error(`Chromium not found at ${candidate}: run "bash scripts/ensure-chromium.sh" or set CHROME_PATH.`);
  }
  return candidate;
}

export function chromiumLaunchOptions() {
  return { executablePath: chromiumPath(), args: CHROMIUM_ARGS };
}
