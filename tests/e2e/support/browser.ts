import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { expect, onTestFailed, type TestContext } from 'vitest';
import { chromiumLaunchOptions } from '../../../scripts/chromium.ts';

/** The two layouts of spec §1 the flows are tested at. */
export const VIEWPORTS: readonly { name: 'pc' | 'mobile'; options: BrowserContextOptions }[] = [
  { name: 'pc', options: { viewport: { width: 1280, height: 800 }, locale: 'ja-JP' } },
  {
    name: 'mobile',
    options: {
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: 'ja-JP',
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    },
  },
];

/**
 * Where the Japanese walks of a flow that is the same at both widths run (the reservation, quick
 * booking: one set of steps laid out by CSS): at the PC's width. Their English walks run at the
 * phone's (ENGLISH_PHONE_VIEWPORT in support/english.ts), so each width is walked once per flow, and
 * the page stories picture and axe-check every step at both. The estimate form differs by width and
 * is walked at both in each language.
 */
export const SAME_FLOW_VIEWPORTS: readonly (typeof VIEWPORTS)[number][] = VIEWPORTS.filter((viewport) => viewport.name === 'pc');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

/** Where a failed test's Playwright trace is kept (open it with `npx playwright show-trace FILE`). */
export const TRACE_DIR = resolve(import.meta.dirname, '../../../test-results/e2e-traces');

/**
 * A fresh page (own cookies and storage) at a viewport, failing loudly on page errors. Should the
 * test fail, it prints where the page stood: its URL, its pages and API answers of 400 and over,
 * what its console said, and its headings and alerts, and it keeps the page's trace (each action
 * with the DOM before and after it), so that a failure seen once can be read.
 */
export async function openPage(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(options);
  // DOM snapshots without a screencast: what a step showed, at a small share of a film's CPU.
  await context.tracing.start({ snapshots: true });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => {
    throw error;
  });
  reportOnFailure(page);
  return page;
}

/** The trace's file for `test`: its file and name, in letters a file name may hold. */
function traceFile(test: TestContext['task']): string {
  const name = `${test.file.name.replace(/^.*\//, '').replace(/\.test\.ts$/, '')}--${test.name}`;
  return join(TRACE_DIR, `${name.replace(/[^\p{L}\p{N}._-]+/gu, '-').slice(0, 120)}.zip`);
}

/** Keeps the trace of `context` for the failed `test`; says where, or why not. */
async function keepTrace(context: BrowserContext, test: TestContext['task']): Promise<string> {
  try {
    const path = traceFile(test);
    await mkdir(TRACE_DIR, { recursive: true });
    await context.tracing.stop({ path });
    return `Its trace: npx playwright show-trace ${path}`;
  } catch (error) {
    return `Its trace could not be kept: ${String(error)}`;
  }
}

function reportOnFailure(page: Page): void {
  const started = Date.now();
  const events: string[] = [];
  // Cut at 200 characters: a query of the belongings alone runs to 3,000, and CI keeps only the end of its output.
  const note = (event: string) => events.push(`${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${event.slice(0, 200)}`);
  page.on('framenavigated', (frame) => frame === page.mainFrame() && note(`page ${frame.url()}`));
  page.on('request', (request) => request.url().includes('/api/') && note(`sent ${request.method()} ${request.url()}`));
  page.on('requestfailed', (request) => note(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`));
  page.on('response', (response) => (response.status() >= 400 || response.url().includes('/api/')) && note(`${response.status()} ${response.request().method()} ${response.url()}`));
  page.on('console', (message) => message.type() !== 'debug' && note(`console.${message.type()} ${message.text()}`));
  try {
    onTestFailed(async ({ task }) => {
      const shown = page.isClosed()
        ? ['(the page was closed)']
        : [`at ${page.url()}`, ...(await page.locator('h1, h2, h3, [role="alert"], [role="status"], [role="dialog"], [aria-busy="true"]').allInnerTexts().catch(() => [])).map((text) => `shown: ${text.replace(/\s+/g, ' ').slice(0, 200)}`)];
      const trace = await keepTrace(page.context(), task);
      // What it shows last: CI keeps the end of a long output.
      console.log(['The page of the failed test, its last events and what it shows:', ...events.slice(-40), ...shown, trace].join('\n'));
    });
  } catch {
    // Opened outside a test (a suite's beforeAll): the suite's own failure says enough.
  }
}

/** Whether every frame of `page` is of the main frame's origin (an empty frame takes its parent's). */
function framesOfOneOrigin(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().every((frame) => frame.url() === 'about:blank' || new URL(frame.url()).origin === origin);
}

/** How long a page's finite animations may take to end before a check says which did not (a ripple ends in 550 ms). */
const SETTLE_LIMIT_MS = 10_000;
/** How long axe may take on one page (about 1 s here; 2 s on a page framing another origin). */
const AXE_LIMIT_MS = 30_000;

/**
 * Waits in every frame of `page` for the running animations and transitions that end (a button's
 * ripple after a click, a step fading in) to end: mid-way, a ripple's white over a button's colour
 * reads to axe as text without contrast. Endless ones (a spinner) are left running, and so are
 * paused ones, which would never end. One still running after SETTLE_LIMIT_MS fails the check by
 * name rather than holding the test until its own timeout (seen once in CI: a walk stopped for 120 s).
 */
async function settled(page: Page, where: string): Promise<void> {
  const unfinished = await Promise.all(
    page.frames().map((frame) =>
      frame.evaluate(async (limitMs) => {
        const ending = document
          .getAnimations()
          .filter((animation) => animation.playState === 'running' && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)));
        const ended = Promise.all(ending.map((animation) => animation.finished.catch(() => undefined))).then(() => 'ended' as const);
        let timer = 0;
        const outcome = await Promise.race([ended, new Promise<'late'>((resolve) => (timer = window.setTimeout(() => resolve('late'), limitMs)))]);
        window.clearTimeout(timer);
        if (outcome === 'ended') return [];
        return ending
          .filter((animation) => animation.playState !== 'finished')
          .map((animation) => {
            const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
            const name = animation instanceof CSSAnimation ? animation.animationName : animation instanceof CSSTransition ? animation.transitionProperty : animation.id;
            const timing = animation.effect?.getComputedTiming();
            return `${name} on <${target?.tagName.toLowerCase() ?? '?'} class="${target?.getAttribute('class') ?? ''}"> ${animation.playState} at ${String(animation.currentTime)} of ${String(timing?.endTime)} ms`;
          });
      }, SETTLE_LIMIT_MS),
    ),
  );
  expect(unfinished.flat(), `animations still running ${SETTLE_LIMIT_MS / 1000} s into the check of ${where}`).toEqual([]);
}

/** `work`, or an error naming `what` should it take longer than `limitMs`. */
async function within<T>(limitMs: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} took over ${limitMs / 1000} s`)), limitMs)));
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * axe finds no WCAG A/AA violation on the page as it is now, once its animations have ended (`settled`). A page whose frames are all of its own
 * origin is checked by axe.run in the page ("legacy mode", half the time); one framing another origin
 * (a partner's page and our form) needs axe's default, which runs in each frame and puts the results
 * together in a blank page it opens, a second on its own.
 */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  await settled(page, where);
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode(framesOfOneOrigin(page));
  const results = await within(AXE_LIMIT_MS, `axe on ${where}`, axe.analyze());
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(summary, `axe on ${where}`).toEqual([]);
}
