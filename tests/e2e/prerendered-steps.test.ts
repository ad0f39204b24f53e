import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileSession } from './support/fileSession.ts';
import { openPage, VIEWPORTS } from './support/browser.ts';

const e2e = fileSession();

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

/**
 * When the build wrote a page. Its prerender holds that day's defaults (the estimate's moving date is
 * Japan's today + 3, part of the state the page checks before hydrating), so a visit on a later day
 * in Japan renders afresh instead; the visits here are made on the build's day, whatever the hour.
 */
async function builtAt(path: string): Promise<Date> {
  return (await stat(join(resolve(import.meta.dirname, '../../dist/client'), path, 'index.html'))).mtime;
}

const headingRemoved = (page: Page) => page.evaluate(() => (window as unknown as { headingRemoved: boolean }).headingRemoved);

const mobile = VIEWPORTS.find((viewport) => viewport.name === 'mobile')!;

describe.each([
  { flow: 'quick booking', path: '/kantan-yoyaku/' },
  { flow: 'estimate', path: '/mitsumori/' },
])('the $flow step 1 prerendered by the build', ({ path }) => {
  // React hydrates each Suspense boundary of the page on its own, after the shell: a choice made
  // the moment the first field is enabled must still reach the store (it loads the cities).
  it('is hydrated in place on a first visit and keeps a choice made the moment its fields are enabled', async () => {
    const page = await openPage(e2e.browser, mobile.options);
    await page.clock.install({ time: await builtAt(path) });
    await watchHeadingRemoval(page);
    await page.goto(`${e2e.server.baseUrl}${path}`);
    await page.locator('#from-prefecture').selectOption('13');
    await page.locator('#from-city option[value="13101"]').waitFor({ state: 'attached' });
    expect(await page.locator('#from-prefecture').inputValue()).toBe('13');
    expect(await headingRemoved(page)).toBe(false);
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
