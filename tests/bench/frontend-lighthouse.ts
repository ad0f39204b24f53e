/**
 * Lighthouse mobile performance score of every flow's first page, in Japanese and in English, served by the production build
 * (budget 95), with the metrics behind it, the median of 3 runs. Needs `npm run build` first.
 * Run alone with `npx tsx tests/bench/frontend-lighthouse.ts`.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.ts';
import type { Database } from '../../server/db/database.ts';
import { runPartnerCommand } from '../../server/embed/partner-commands.ts';
import { startAppServer } from '../e2e/support/appServer.ts';
import { partnerPage, startPartnerSite, type PartnerSite } from '../e2e/support/partnerSite.ts';
import { builtFlows } from '../../scripts/size/firstPageSize.ts';
import { LOCALES, localeOfPath, pathWithoutLocale, type Locale } from '../../domain/i18n/locale.ts';

const LIGHTHOUSE_CLI = resolve(import.meta.dirname, '../../node_modules/lighthouse/cli/index.js');
export const LIGHTHOUSE_BUDGET = 95;

export interface LighthouseFigures {
  score: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
}

interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { code: string; message: string };
}

/**
 * One Lighthouse run (mobile emulation and throttling, its defaults) against `url`. The report goes to a
 * file: a failing run exits before a report piped to stdout is flushed.
 */
async function lighthouseReport(url: string): Promise<LighthouseReport> {
  const dir = await mkdtemp(join(tmpdir(), 'hikkoshi-lighthouse-'));
  const reportPath = join(dir, 'report.json');
  const args = [LIGHTHOUSE_CLI, url, '--only-categories=performance', '--output=json', `--output-path=${reportPath}`, '--quiet', `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`];
  try {
    // A run Lighthouse ends with a runtime error exits non-zero and still writes its report, which says why.
    let failure: unknown;
    await promisify(execFile)(process.execPath, args, { env: { ...process.env, CHROME_PATH: chromiumPath() } }).catch((error: unknown) => { failure = error; });
    const report = await readFile(reportPath, 'utf8').catch(() => { throw failure ?? new Error(`Lighthouse wrote no report for ${url}`); });
    return JSON.parse(report) as LighthouseReport;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Now and then Chromium's trace of a load lacks its navigation start and Lighthouse ends the run with
 * NO_NAVSTART, asking to be run again (seen with Chromium 156 and lighthouse 12 and 13): so it is, a few times.
 */
const ATTEMPTS = 3;

/** Lighthouse mobile figures of `url`, run again while Lighthouse reports a runtime error. */
async function lighthouseMobile(url: string): Promise<LighthouseFigures> {
  let report = await lighthouseReport(url);
  for (let attempt = 1; report.runtimeError && attempt < ATTEMPTS; attempt += 1) {
    console.log(`  (Lighthouse ended a run on ${url} with ${report.runtimeError.code}; running it again)`);
    report = await lighthouseReport(url);
  }
  if (report.runtimeError) throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const metric = (id: string) => Math.round((report.audits[id]?.numericValue ?? Number.NaN) * 1000) / 1000;
  return {
    score: Math.round((report.categories.performance.score ?? Number.NaN) * 100),
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

export interface FlowLighthouse {
  flow: string;
  median: LighthouseFigures;
  scores: number[];
}

/**
 * The embedded form shows only for a registered partner, and only inside an iframe of the partner's
 * own page (a top-level visit gets the refusal page): it is measured as visitors meet it, in the
 * partner page of README's snippet.
 */
const BENCH_PARTNER = 'bench-partner';

function registerBenchPartner(db: Database, origins: readonly string[]): Promise<unknown> {
  return runPartnerCommand(db, ['add', BENCH_PARTNER, '--name', 'ベンチマーク', ...origins.flatMap((origin) => ['--origin', origin])], new Date());
}

/** The address of a flow's first page as a visitor opens it (the embedded form: its partner's page in that language). */
function firstPageUrl(baseUrl: string, flow: string, partnerSites: Readonly<Record<Locale, PartnerSite>>): string {
  if (pathWithoutLocale(`/${flow}/`) === '/embed-mitsumori/') return partnerSites[localeOfPath(`/${flow}/`)].origin;
  return `${baseUrl}/${flow}/`;
}

/** Starts the production server on a fresh database and scores each flow's first page RUNS times. */
export async function lighthouseOfFlows(flows: readonly string[]): Promise<FlowLighthouse[]> {
  let appBaseUrl = '';
  const partnerSites = Object.fromEntries(
    await Promise.all(LOCALES.map(async (locale) => [locale, await startPartnerSite(() => partnerPage(appBaseUrl, BENCH_PARTNER, '100%', locale))] as const)),
  ) as Record<Locale, PartnerSite>;
  try {
    const server = await startAppServer({ prepare: (db) => registerBenchPartner(db, Object.values(partnerSites).map((site) => site.origin)) });
    appBaseUrl = server.baseUrl;
    try {
      const results: FlowLighthouse[] = [];
      for (const flow of flows) {
        const runs: LighthouseFigures[] = [];
        for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseMobile(firstPageUrl(server.baseUrl, flow, partnerSites)));
        results.push({ flow, median: medianRun(runs), scores: runs.map((run) => run.score) });
      }
      return results;
    } finally {
      await server.remove();
    }
  } finally {
    await Promise.all(Object.values(partnerSites).map((site) => site.close()));
  }
}

/** Prints each flow's median run. */
export async function printLighthouse(): Promise<FlowLighthouse[]> {
  const results = await lighthouseOfFlows(await builtFlows());
  console.log(`\nLighthouse mobile, first page of each flow (production build), median of ${RUNS} runs (budget ${LIGHTHOUSE_BUDGET}):`);
  for (const { flow, median, scores } of results) {
    console.log(`  /${flow}/ ${median.score} (runs ${scores.join(', ')}): FCP ${median.firstContentfulPaintMs} ms, LCP ${median.largestContentfulPaintMs} ms, TBT ${median.totalBlockingTimeMs} ms, CLS ${median.cumulativeLayoutShift}`);
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) await printLighthouse();
