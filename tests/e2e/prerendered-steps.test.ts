import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { addIsoDays, japanToday } from '../../domain/dates/bookableWindow.ts';
import { PRERENDERED_DAYS } from '../../domain/flows/pageFiles.ts';
import { japanNoonOf } from '../../domain/format/intlInJapan.ts';
import { fileSession } from './support/fileSession.ts';
import { openPage, VIEWPORTS } from './support/browser.ts';

// The server's clock is the system's moved by the milliseconds in CLOCK_FILE (server/clock.ts).
const clockDir = await mkdtemp(join(tmpdir(), 'prerendered-steps-'));
const CLOCK_FILE = join(clockDir, 'clock-offset');
const e2e = fileSession({ CLOCK_FILE });
afterAll(() => rm(clockDir, { recursive: true, force: true }));

/** Records, from before the page's own scripts run, whether the step heading was ever taken out of the page. */
async function watchHeadingRemoval(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const flags = window as unknown as { headingRemoved: boolean };
    flags.headingRemoved = false;
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.removedNodes)
          if (node instanceof Element && (node.id === 'step-title' || node.querySelector('#step-title'))) flags.headingRemoved = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The day in Japan the build wrote a page on. */
async function buildDay(path: string): Promise<string> {
  return japanToday((await stat(join(resolve(import.meta.dirname, '../../dist/client'), path, 'index.html'))).mtime);
}

/**
 * Moves the server's clock to noon in Japan on `day` and returns that moment, for the browser's
 * clock: a prerender holds its day's defaults (the estimate's moving date is Japan's today + 3, part
 * of the state the page checks before hydrating), so server and browser must stand on one day.
 */
async function standOn(day: string): Promise<Date> {
  const noon = japanNoonOf(day);
  await writeFile(CLOCK_FILE, String(noon.getTime() - Date.now()));
  return noon;
}

const headingRemoved = (page: Page) => page.evaluate(() => (window as unknown as { headingRemoved: boolean }).headingRemoved);

const mobile = VIEWPORTS.find((viewport) => viewport.name === 'mobile')!;

describe.each([
  { flow: 'quick booking', path: '/kantan-yoyaku/' },
  { flow: 'estimate', path: '/mitsumori/' },
])('the $flow step 1 prerendered by the build', ({ path }) => {
  // React hydrates each Suspense boundary of the page on its own, after the shell: a choice made
  // the moment the first field is enabled must still reach the store (it loads the cities).
  it('is hydrated in place on a first visit, days after the build, and keeps a choice made the moment its fields are enabled', async () => {
    const page = await openPage(e2e.browser, mobile.options);
    await page.clock.install({ time: await standOn(addIsoDays(await buildDay(path), 5)) });
    await watchHeadingRemoval(page);
    await page.goto(`${e2e.server.baseUrl}${path}`);
    await page.locator('#from-prefecture').selectOption('13');
    await page.locator('#from-city option[value="13101"]').waitFor({ state: 'attached' });
    expect(await page.locator('#from-prefecture').inputValue()).toBe('13');
    expect(await headingRemoved(page)).toBe(false);
    await page.context().close();
  });
});

describe('the estimate step 1, whose defaults are of the day', () => {
  it('is served as the build prerendered it for the day, and without a prerender after the last such day', async () => {
    const built = await buildDay('/mitsumori/');
    const day = addIsoDays(built, PRERENDERED_DAYS - 1);
    await standOn(day);
    const lastDay = await (await fetch(`${e2e.server.baseUrl}/mitsumori/`)).text();
    expect(lastDay).toContain(`value="${addIsoDays(day, 3)}"`);
    expect(lastDay).toContain('id="from-prefecture"');

    await standOn(addIsoDays(built, PRERENDERED_DAYS));
    const later = await (await fetch(`${e2e.server.baseUrl}/mitsumori/`)).text();
    expect(later).toContain('<div id="root"></div>');
    expect(later).not.toContain('id="from-prefecture"');
  });

  it('renders in the browser after the last prerendered day, with the defaults of its day', async () => {
    const day = addIsoDays(await buildDay('/mitsumori/'), PRERENDERED_DAYS + 2);
    const page = await openPage(e2e.browser, mobile.options);
    await page.clock.install({ time: await standOn(day) });
    await page.goto(`${e2e.server.baseUrl}/mitsumori/`);
    await expect.poll(() => page.locator('input[type="date"]').first().inputValue()).toBe(addIsoDays(day, 3));
    await page.context().close();
  });
});

describe('quick-booking step 1 prerendered by the build', () => {
  it('arrives as HTML with its styles, before any script runs', async () => {
    const response = await fetch(`${e2e.server.baseUrl}/kantan-yoyaku/`);
    const html = await response.text();
    expect(html).toMatch(/<style data-emotion="css [^"]+">/);
    expect(html).toContain('引越し元・引越し先を入力してください</h2>');
    expect(html).toContain('id="from-prefecture"');
  });

  it('renders afresh, without showing the prerendered form, when the visit is prefilled from the query', async () => {
    const page = await openPage(e2e.browser, mobile.options);
    await watchHeadingRemoval(page);
    await page.goto(`${e2e.server.baseUrl}/kantan-yoyaku/?fromTodofukenCd=13&toTodofukenCd=27`);
    await expect.poll(() => page.locator('#to-prefecture').inputValue()).toBe('27');
    expect(await headingRemoved(page)).toBe(true);
    await page.context().close();
  });
});
