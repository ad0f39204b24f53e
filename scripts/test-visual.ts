// `npm run test:visual`: QA's visual review. Screenshots every story (components, foundations and
// pages, at both widths) in the pictured language (the storybook project, Japanese; issue 35: the
// English stories run their play functions and accessibility checks in `npm test`, without pictures)
// into .visual/actual/, compares them with the committed baselines (stories/__screenshots__/) with
// reg-cli and writes an HTML report with the expected, actual and difference of every changed picture
// and the lists of added and removed ones.
// Exits 1 when anything changed (or a story failed), printing where the report is.
// `npm run test:visual -- --update` accepts the pictures of this run as the new baselines.
import { spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ACTUAL_DIR_VARIABLE, BASELINE_DIR } from './visual/screenshotPath.ts';
import { PICTURED_PROJECT } from './visual/storyProjects.ts';

const OUTPUT_DIR = '.visual';
const ACTUAL_DIR = `${OUTPUT_DIR}/actual`;
const DIFF_DIR = `${OUTPUT_DIR}/diff`;
const REPORT = `${OUTPUT_DIR}/index.html`;
const JSON_REPORT = `${OUTPUT_DIR}/reg.json`;

/**
 * The per-pixel colour tolerance of vitest's own comparison (pixelmatch's threshold, 0.1), so this
 * report and `npx vitest run --project storybook` agree on what changed: below it are the faint
 * anti-aliasing differences of text edges and focus rings between two renders of the same page.
 */
const MATCHING = ['--matchingThreshold', '0.1'];

interface RegReport {
  failedItems: string[];
  newItems: string[];
  deletedItems: string[];
  passedItems: string[];
}

const update = process.argv.includes('--update');
const bin = (name: string) => resolve('node_modules/.bin', name);

rmSync(OUTPUT_DIR, { recursive: true, force: true });

// `--update` makes every screenshot assertion write its picture (into ACTUAL_DIR: the baselines are
// left alone); each is still taken only once the page stopped changing.
console.log(`Screenshotting every story into ${ACTUAL_DIR}/ …`);
// (`--update` last: it takes an optional value, and would swallow an argument after it.)
const stories = spawnSync(bin('vitest'), ['run', '--project', PICTURED_PROJECT, '--update'], {
  stdio: 'inherit',
  env: { ...process.env, [ACTUAL_DIR_VARIABLE]: ACTUAL_DIR },
});
const storiesPassed = stories.status === 0;

const reg = spawnSync(
  bin('reg-cli'),
  [ACTUAL_DIR, BASELINE_DIR, DIFF_DIR, '--report', REPORT, '--json', JSON_REPORT, '--ignoreChange', ...MATCHING, ...(update && storiesPassed ? ['--update'] : [])],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
if (reg.status !== 0) {
  console.error('reg-cli failed; no report written.');
  process.exit(1);
}

const result = JSON.parse(readFileSync(JSON_REPORT, 'utf8')) as RegReport;

/** A PNG's width × height, from its header. */
function sizeOf(path: string): string {
  const header = readFileSync(path).subarray(0, 24);
  return `${header.readUInt32BE(16)}×${header.readUInt32BE(20)}`;
}
// reg-cli compares only the area two pictures share: a story whose picture grew or shrank over a plain
// background passes there. Such pictures count as changed here (and are accepted by --update).
const resized = result.passedItems.filter((item) => sizeOf(join(ACTUAL_DIR, item)) !== sizeOf(join(BASELINE_DIR, item)));
if (update && storiesPassed) for (const item of resized) copyFileSync(join(ACTUAL_DIR, item), join(BASELINE_DIR, item));
const list = (title: string, items: string[]) => {
  if (items.length === 0) return;
  console.log(`\n${title} (${items.length}):`);
  for (const item of items) console.log(`  ${item}`);
};
list('Changed', result.failedItems);
list('Added (no baseline yet)', result.newItems);
list('Removed (baseline without a story)', result.deletedItems);
list('Changed size only (shown as passed in the report: the area both share is the same)', resized.map((item) => `${item}: ${sizeOf(join(BASELINE_DIR, item))} → ${sizeOf(join(ACTUAL_DIR, item))}`));
const changed = result.failedItems.length + resized.length;
console.log(`\nVisual review: ${result.passedItems.length - resized.length} unchanged, ${changed} changed, ${result.newItems.length} added, ${result.deletedItems.length} removed.`);
console.log(`Report: ${resolve(REPORT)}`);

if (!storiesPassed) {
  console.error('\nSome stories failed (play function, accessibility check or no stable picture): see the output above.');
  if (update) console.error('Nothing was accepted: fix the failing stories first.');
  process.exit(1);
}
const changes = result.failedItems.length + resized.length + result.newItems.length + result.deletedItems.length;
if (update) {
  console.log(changes === 0 ? 'Nothing to accept.' : `Accepted ${changes} pictures into ${BASELINE_DIR}/: review the PNGs in the diff, then commit them.`);
  process.exit(0);
}
if (changes > 0) {
  console.log('Open the report, review every picture; accept with `npm run test:visual -- --update`, or fix the change.');
  process.exit(1);
}
