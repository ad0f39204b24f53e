/**
 * Each built page's budget for the JavaScript of its first load, gzip -9 (issue 35). Sizes come
 * from the built dist/, so the budget is a check like any other (`npm run size`, inside `npm test`).
 */
import { FLOW_PAGE_BUDGETS, type ReachedBudget } from '../../domain/flows/pageBudgets.ts';
import { BUILT_PRIVATE_PAGES, privatePageFolder } from '../../domain/flows/privatePages.ts';

/** A Japanese first page of a flow (aim at 150). */
export const FIRST_PAGE_BUDGET_KB = 160;
/** A page opened from a private link in an e-mail, on a phone: the visitor's and a company's. */
export const PRIVATE_PAGE_BUDGET_KB = 190;
/** What a page in another language may weigh beyond the same page in Japanese (its catalogue). */
export const OTHER_LANGUAGE_ALLOWANCE_KB = 12;
/** No page's budget, exceptions included, may be set above this. */
export const BUDGET_CEILING_KB = 170;

const PRIVATE_PAGE_FOLDERS: ReadonlySet<string> = new Set(BUILT_PRIVATE_PAGES.map(privatePageFolder));

export interface Budget {
  kb: number;
  /** How the budget was set, for the table and the failure message. */
  rule: string;
}

/**
 * The budget of `page` ('my-move', 'en/my-move'), given the measured size of each Japanese page:
 * a page in another language may weigh its Japanese page's figure plus the allowance.
 */
export function budgetOf(
  page: string,
  japaneseKb: (folder: string) => number | undefined,
  // The pages that reached a figure above FIRST_PAGE_BUDGET_KB with the fixed libraries, with why.
  reachedBudgets: Readonly<Record<string, ReachedBudget | null>> = FLOW_PAGE_BUDGETS,
): Budget {
  const [first, ...rest] = page.split('/');
  if (rest.length > 0) {
    const folder = rest.join('/');
    const japanese = japaneseKb(folder);
    if (japanese === undefined) throw new Error(`/${page}/ has no Japanese page /${folder}/ to measure it against`);
    return { kb: Math.round((japanese + OTHER_LANGUAGE_ALLOWANCE_KB) * 10) / 10, rule: `/${folder}/ ${japanese.toFixed(1)} + ${OTHER_LANGUAGE_ALLOWANCE_KB}` };
  }
  if (PRIVATE_PAGE_FOLDERS.has(first!)) return { kb: PRIVATE_PAGE_BUDGET_KB, rule: 'private page' };
  const reached = reachedBudgets[first!];
  if (reached) {
    if (reached.kb > BUDGET_CEILING_KB) throw new Error(`/${first}/'s budget ${reached.kb} KB is above the ceiling of ${BUDGET_CEILING_KB} KB`);
    return { kb: reached.kb, rule: `reached (${reached.why})` };
  }
  return { kb: FIRST_PAGE_BUDGET_KB, rule: 'first page' };
}
