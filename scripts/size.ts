/**
 * `npm run size` (inside `npm test`, after the build): every built page's first-load JavaScript,
 * gzip -9, beside its budget (scripts/size/budgets.ts); exits 1 naming each page over its budget and
 * its largest modules (from the chunks' source maps). `-- --composition` also prints every page's
 * composition. Deterministic: the figures are the built dist/client's.
 */
import { checkBudgets, type PageFigure } from './size/check.ts';
import { compositionLines, pageComposition } from './size/composition.ts';
import { CLIENT_DIR, builtFlows, measureFirstPage } from './size/firstPageSize.ts';

const showComposition = process.argv.includes('--composition');
const pages: PageFigure[] = await Promise.all(
  (await builtFlows()).map(async (page) => {
    const size = await measureFirstPage(page);
    return { page, jsGzipKb: size.jsGzipKb, modules: await pageComposition(size.assets, CLIENT_DIR) };
  }),
);
const { rows, failures } = checkBudgets(pages);
console.log('First-load JavaScript of every built page (gzip -9, KB) beside its budget');
for (const row of rows) {
  console.log(`${`/${row.page}/`.padEnd(22)} ${row.jsGzipKb.toFixed(1).padStart(6)}  ≤ ${row.budget.kb.toFixed(1).padStart(5)}  ${row.over ? 'OVER' : 'ok  '}  ${row.budget.rule}`);
  if (showComposition) console.log(compositionLines(pages.find((page) => page.page === row.page)!.modules, 15).join('\n'));
}
if (failures.length > 0) {
  console.error(`\n${failures.join('\n\n')}`);
  process.exitCode = 1;
}
