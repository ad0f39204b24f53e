import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * The folder the walks keep their pictures in when E2E_SCREENSHOT_DIR is set (to look at the pages,
 * or for a closing note); undefined otherwise, and nothing is pictured: a whole-page PNG of a phone
 * page costs a second of CPU that CI spends on nobody.
 */
export async function screenshotDir(): Promise<string | undefined> {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) await mkdir(dir, { recursive: true });
  return dir;
}

/** Keeps the whole of `page` as `<name>.png` in the screenshot folder, when one is set. */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  const dir = await screenshotDir();
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}
