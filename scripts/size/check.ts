/**
 * The byte-budget check: every built page's first-load JavaScript beside its budget, and for each
 * page over it, a failure naming the page and its largest modules (where the bytes went).
 */
import { budgetOf, type Budget } from './budgets.ts';
import type { ModuleShare } from './composition.ts';

export interface PageFigure {
  /** The page's path under dist/client: 'my-move', 'en/my-move', 'lead'. */
  page: string;
  jsGzipKb: number;
  /** The modules of the page's first-load chunks, largest first. */
  modules: readonly ModuleShare[];
}

export interface BudgetRow {
  page: string;
  jsGzipKb: number;
  budget: Budget;
  over: boolean;
}

/** How many of a page's largest modules a failure names. */
const MODULES_NAMED = 12;

const kbText = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function checkBudgets(pages: readonly PageFigure[], reached?: Readonly<Record<string, { kb: number; why: string }>>): { rows: BudgetRow[]; failures: string[] } {
  const japanese = new Map(pages.filter(({ page }) => !page.includes('/')).map(({ page, jsGzipKb }) => [page, jsGzipKb]));
  const rows = pages.map(({ page, jsGzipKb }) => {
    const budget = budgetOf(page, (folder) => japanese.get(folder), reached);
    return { page, jsGzipKb, budget, over: jsGzipKb > budget.kb };
  });
  const failures = rows
    .filter((row) => row.over)
    .map(({ page, jsGzipKb, budget }) => {
      const modules = pages.find((figure) => figure.page === page)!.modules.slice(0, MODULES_NAMED);
      return [
        `/${page}/ loads ${jsGzipKb.toFixed(1)} KB of JavaScript (gzip -9), over its budget of ${budget.kb.toFixed(1)} KB (${budget.rule}) by ${(jsGzipKb - budget.kb).toFixed(1)} KB. Its largest modules:`,
        ...modules.map((share) => `    ${kbText(share.gzipBytes).padStart(9)}  ${share.module}`),
      ].join('\n');
    });
  return { rows, failures };
}
