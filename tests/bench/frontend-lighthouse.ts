/**
 * Lighthouse mobile performance score of /kantan-yoyaku/ step 1 served by the production build
 * (budget 90), with the metrics behind it. Needs `npm run build` first.
 * Run alone with `npx tsx tests/bench/frontend-lighthouse.ts`.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.ts';
import { removeAppData, startAppServer } from '../e2e/support/appServer.ts';

const LIGHTHOUSE_CLI = resolve(import.meta.dirname, '../../node_modules/lighthouse/cli/index.js');
export const LIGHTHOUSE_BUDGET = 90;

export interface LighthouseFigures {
  score: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
}

interface LighthouseReport {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number }>;
}

/** Runs Lighthouse (mobile emulation and throttling, its defaults) against `url`. */
export async function lighthouseMobile(url: string): Promise<LighthouseFigures> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [LIGHTHOUSE_CLI, url, '--only-categories=performance', '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`],
    { env: { ...process.env, CHROME_PATH: chromiumPath() }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as LighthouseReport;
  const metric = (id: string) => Math.round((report.audits[id]?.numericValue ?? Number.NaN) * 1000) / 1000;
  return {
    score: Math.round(report.categories.performance.score * 100),
    firstContentfulPaintMs: Math.round(metric('first-contentful-paint')),
    largestContentfulPaintMs: Math.round(metric('largest-contentful-paint')),
    totalBlockingTimeMs: Math.round(metric('total-blocking-time')),
    cumulativeLayoutShift: metric('cumulative-layout-shift'),
  };
}

/** Lighthouse's own advice: scores vary from run to run, so take the median of several. */
const RUNS = 3;

/** The run with the median score. */
function medianRun(runs: LighthouseFigures[]): LighthouseFigures {
  return [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;
}

/** Starts the production server on a fresh database, scores step 1 several times and prints the median run. */
export async function printLighthouse(): Promise<LighthouseFigures> {
  const server = await startAppServer();
  try {
    const runs: LighthouseFigures[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseMobile(`${server.baseUrl}/kantan-yoyaku/`));
    const figures = medianRun(runs);
    const verdict = figures.score >= LIGHTHOUSE_BUDGET ? 'meets' : 'BELOW';
    console.log(`\nLighthouse mobile, /kantan-yoyaku/ step 1 (production build), median of ${RUNS} runs:`);
    console.log(`  performance ${figures.score} (${verdict} the budget of ${LIGHTHOUSE_BUDGET}); the runs scored ${runs.map((run) => run.score).join(', ')}`);
    console.log(
      `  FCP ${figures.firstContentfulPaintMs} ms, LCP ${figures.largestContentfulPaintMs} ms, TBT ${figures.totalBlockingTimeMs} ms, CLS ${figures.cumulativeLayoutShift}`,
    );
    return figures;
  } finally {
    await removeAppData(server);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await printLighthouse();
