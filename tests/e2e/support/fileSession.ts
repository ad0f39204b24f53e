import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startAppServer, type AppServer } from './appServer.ts';
import { launchBrowser } from './browser.ts';

/** What the tests of one file share: the production server on a fresh database of its own (see startAppServer), and Chromium. */
export interface FileSession {
  readonly server: AppServer;
  readonly browser: Browser;
}

/**
 * Starts the server (with `env` added to its configuration; on the embedded database if `embedded`) and Chromium (side by side)
 * before the file's tests and stops both after them, including the one that started when the other failed to.
 */
export function fileSession(env: Record<string, string> = {}, { embedded = false }: { embedded?: boolean } = {}): FileSession {
  let server: AppServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const [app, chromium] = await Promise.allSettled([startAppServer({ env: () => env, embedded }), launchBrowser()]);
    if (app.status === 'fulfilled') server = app.value;
    if (chromium.status === 'fulfilled') browser = chromium.value;
    for (const start of [app, chromium]) if (start.status === 'rejected') throw start.reason;
  });
  afterAll(async () => {
    await browser?.close();
    if (server) await server.remove();
  });
  const started = <T>(part: T | undefined, name: string): T => {
    if (part === undefined) throw new Error(`${name} has not started: use it inside a test or hook`);
    return part;
  };
  return {
    get server() {
      return started(server, 'the app server');
    },
    get browser() {
      return started(browser, 'Chromium');
    },
  };
}
