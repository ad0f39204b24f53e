/**
 * Hydration and interaction figures of the flows, as a phone meets them: the production build in a
 * mobile viewport with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), walked step by step
 * through the e2e tests' own steps. For each step: the longest task on the main thread (Long Tasks
 * API) and the longest interaction (Event Timing API, `event` entries of 16 ms and more, grouped by
 * interaction id), against INP's "good" of 200 ms. The first page's row is its load and hydration.
 * Figures, never assertions (the machine is shared: the load average is printed beside them).
 * Needs `npm run build` first. Run alone with `npx tsx tests/bench/frontend-hydration.ts`.
 */
import { loadavg } from 'node:os';
import { chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import { chooseFirstCompany, fillStep1, fillStep2, fillStep3, fillStep5, visitor } from '../e2e/support/bookingSteps.ts';
import { fillContact } from '../e2e/support/contactSection.ts';
import { fillMove, waitForCompanies } from '../e2e/support/estimateSteps.ts';
import { chooseCompanies, fillReservationStep1 } from '../e2e/support/reservationSteps.ts';
import { startAppServer } from '../e2e/support/appServer.ts';

export const CPU_SLOWDOWN = 4;
/** INP "good" (web.dev): every interaction at or under 200 ms. */
export const INTERACTION_BUDGET_MS = 200;

/** A step of a flow: what the visitor does on it, after the page of `path` is open. */
interface Step {
  name: string;
  run(page: Page): Promise<unknown>;
}

interface Walk {
  flow: string;
  steps: Step[];
}

const next = (page: Page, label = '次へ進む') => page.getByRole('button', { name: label }).click();

/** The flows' steps as the e2e tests walk them (tests/e2e/support/), up to the confirmation page. */
const WALKS: readonly Walk[] = [
  {
    flow: 'kantan-yoyaku',
    steps: [
      { name: '1 route and people', run: fillStep1 },
      { name: '2 buildings', run: (page) => fillStep2(page) },
      { name: '3 belongings (7 sub-steps)', run: fillStep3 },
      { name: '4 day and company', run: chooseFirstCompany },
      { name: '5 contact → confirm', run: (page) => fillStep5(page, visitor('bench-hydration')) },
    ],
  },
  {
    flow: 'reservation',
    steps: [
      { name: '1 route, people → step 2', run: async (page) => { await fillReservationStep1(page); await next(page); await page.waitForURL('**/reservation/step2/'); } },
      { name: '2 → step 3', run: async (page) => { await page.getByRole('term').first().waitFor(); await next(page); await page.waitForURL('**/reservation/step3/'); } },
      { name: '3 contact → companies', run: async (page) => { await fillContact(page, visitor('bench-hydration')); await next(page); await page.waitForURL(/\/reservation\/step4\//); } },
      { name: '4 one company → confirm', run: async (page) => { await chooseCompanies(page, 1); await next(page, '確認画面へ進む'); await page.waitForURL('**/reservation/kakunin/'); } },
    ],
  },
  {
    flow: 'mitsumori',
    steps: [
      { name: '1 move', run: fillMove },
      {
        name: '2 estimate → companies listed',
        run: async (page) => {
          await page.getByRole('button', { name: 'このまま一括見積りを依頼する' }).click();
          await waitForCompanies(page);
        },
      },
    ],
  },
];

/** Collects long tasks and event timings from the first moment of every document. */
const OBSERVE = `
  window.__bench = { tasks: [], events: [] };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__bench.tasks.push(e.duration); })
    .observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__bench.events.push({ id: e.interactionId || 0, name: e.name, duration: e.duration }); })
    .observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

export interface StepFigures {
  flow: string;
  step: string;
  longestTaskMs: number;
  /** The longest interaction (an interaction's latency is its longest event), and how many there were. */
  longestInteractionMs: number;
  interactions: number;
  /** Why the walk stopped at this step, if it did. */
  failed?: string;
  load: number;
}

/** The entries observed since the last call, emptied. */
async function takeEntries(page: Page): Promise<{ tasks: number[]; events: { id: number; name: string; duration: number }[] }> {
  return page.evaluate(() => {
    const bench = (window as unknown as { __bench: { tasks: number[]; events: { id: number; name: string; duration: number }[] } }).__bench;
    const taken = { tasks: bench.tasks.splice(0), events: bench.events.splice(0) };
    return taken;
  });
}

function figuresOf(flow: string, step: string, entries: Awaited<ReturnType<typeof takeEntries>>, failed?: string): StepFigures {
  const interactions = new Map<number, number>();
  for (const event of entries.events) if (event.id > 0) interactions.set(event.id, Math.max(interactions.get(event.id) ?? 0, event.duration));
  return {
    flow,
    step,
    longestTaskMs: Math.round(Math.max(0, ...entries.tasks)),
    longestInteractionMs: Math.round(Math.max(0, ...interactions.values())),
    interactions: interactions.size,
    failed,
    load: Math.round(loadavg()[0]! * 10) / 10,
  };
}

/** Walks one flow at 4× CPU slowdown in a fresh mobile context; a step that fails ends the walk, reported. */
async function walkFlow(baseUrl: string, walk: Walk, browser: Awaited<ReturnType<typeof chromium.launch>>): Promise<StepFigures[]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  try {
    await context.addInitScript(OBSERVE);
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const rows: StepFigures[] = [];
    await page.goto(`${baseUrl}/${walk.flow}/`, { waitUntil: 'networkidle' });
    rows.push(figuresOf(walk.flow, 'first page: load and hydration', await takeEntries(page)));
    for (const step of walk.steps) {
      try {
        await step.run(page);
        // Let the step's last answer paint before its figures are read.
        await page.waitForLoadState('networkidle');
        rows.push(figuresOf(walk.flow, step.name, await takeEntries(page)));
      } catch (error) {
        rows.push(figuresOf(walk.flow, step.name, await takeEntries(page).catch(() => ({ tasks: [], events: [] })), error instanceof Error ? error.message.split('\n')[0] : String(error)));
        break;
      }
    }
    return rows;
  } finally {
    await context.close();
  }
}

/** Starts the production server on a fresh embedded database and walks every flow. */
export async function hydrationOfFlows(): Promise<StepFigures[]> {
  const server = await startAppServer();
  try {
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      const rows: StepFigures[] = [];
      for (const walk of WALKS) rows.push(...(await walkFlow(server.baseUrl, walk, browser)));
      return rows;
    } finally {
      await browser.close();
    }
  } finally {
    await server.remove();
  }
}

/** Prints each flow's steps: longest task, longest interaction against 200 ms, with the load average. */
export async function printHydration(): Promise<StepFigures[]> {
  const rows = await hydrationOfFlows();
  console.log(`\nHydration and interactions at ${CPU_SLOWDOWN}× CPU slowdown, mobile viewport, production build (interaction target ≤ ${INTERACTION_BUDGET_MS} ms, INP "good"):`);
  console.log(`${'flow'.padEnd(16)}${'step'.padEnd(34)}longest task ms   longest interaction ms   interactions   load`);
  for (const row of rows) {
    const verdict = row.interactions === 0 ? '    ' : row.longestInteractionMs <= INTERACTION_BUDGET_MS ? 'ok  ' : 'OVER';
    console.log(`${`/${row.flow}/`.padEnd(16)}${row.step.padEnd(34)}${String(row.longestTaskMs).padStart(15)}   ${String(row.longestInteractionMs).padStart(17)} ${verdict}   ${String(row.interactions).padStart(12)}   ${row.load}${row.failed ? `   walk stopped: ${row.failed}` : ''}`);
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) await printHydration();
