/**
 * Each built page's budget for the JavaScript of its first load, gzip -9 (issue 35). Sizes come
 * from the built dist/, so the budget is a check like any other (`npm run size`, inside `npm test`).
 */

/** A Japanese first page of a flow (aim at 150). */
export const FIRST_PAGE_BUDGET_KB = 160;
/** A page opened from a private link in an e-mail, on a phone: the visitor's and a company's. */
export const PRIVATE_PAGE_BUDGET_KB = 190;
/** What a page in another language may weigh beyond the same page in Japanese (its catalogue). */
export const OTHER_LANGUAGE_ALLOWANCE_KB = 12;
/** No page's budget, exceptions included, may be set above this. */
export const BUDGET_CEILING_KB = 170;

/**
 * Japanese first pages that could not reach FIRST_PAGE_BUDGET_KB with the fixed libraries (React,
 * MUI with emotion, MobX, react-final-form): their budget is the figure reached, with why.
 */
export const REACHED_BUDGETS: Readonly<Record<string, { kb: number; why: string }>> = {
  mitsumori: {
    kb: 170.0,
    why: 'the fixed libraries weigh 135 KB of its 169.8 (react-dom with react 65.9, MUI with @mui/system and emotion 45.0, mobx 14.9, final-form and react-final-form 9.2); step 1 is the whole moving form on the phone, the move (addresses, schedule, belongings) on PC, with the flow store every later step reads (2026-11-29)',
  },
  'embed-mitsumori': {
    kb: 168.5,
    why: 'the fixed libraries weigh 134 KB of its 168.2 (react-dom with react 65.9, MUI with @mui/system and emotion 44.3, mobx 14.9, final-form and react-final-form 9.2); step 1 is the two addresses with the estimate store every later step reads, and the signing of writes (2026-11-29)',
  },
  'kantan-yoyaku': {
    kb: 166.5,
    why: 'the fixed libraries weigh 135 KB of its 166.2 (react-dom with react 65.9, MUI with @mui/system and emotion 44.5, mobx 15.0, final-form and react-final-form 9.3); step 1 is the address form with the flow store that every later step reads (2026-11-29)',
  },
  reservation: {
    kb: 165.0,
    why: 'the fixed libraries weigh 134 KB of its 164.6 (react-dom with react 65.9, MUI with @mui/system and emotion 44.1, mobx 14.9, final-form and react-final-form 9.2); step 1 is the moving form whose rules and stores the later steps share (2026-11-29)',
  },
};

const PRIVATE_PAGES: ReadonlySet<string> = new Set(['my-move', 'lead']);

export interface Budget {
  kb: number;
  /** How the budget was set, for the table and the failure message. */
  rule: string;
}

/**
 * The budget of `page` ('mitsumori', 'en/mitsumori'), given the measured size of each Japanese page:
 * a page in another language may weigh its Japanese page's figure plus the allowance.
 */
export function budgetOf(
  page: string,
  japaneseKb: (folder: string) => number | undefined,
  reachedBudgets: Readonly<Record<string, { kb: number; why: string }>> = REACHED_BUDGETS,
): Budget {
  const [first, ...rest] = page.split('/');
  if (rest.length > 0) {
    const folder = rest.join('/');
    const japanese = japaneseKb(folder);
    if (japanese === undefined) throw new Error(`/${page}/ has no Japanese page /${folder}/ to measure it against`);
    return { kb: Math.round((japanese + OTHER_LANGUAGE_ALLOWANCE_KB) * 10) / 10, rule: `/${folder}/ ${japanese.toFixed(1)} + ${OTHER_LANGUAGE_ALLOWANCE_KB}` };
  }
  if (PRIVATE_PAGES.has(first!)) return { kb: PRIVATE_PAGE_BUDGET_KB, rule: 'private page' };
  const reached = reachedBudgets[first!];
  if (reached) {
    if (reached.kb > BUDGET_CEILING_KB) throw new Error(`/${first}/'s budget ${reached.kb} KB is above the ceiling of ${BUDGET_CEILING_KB} KB`);
    return { kb: reached.kb, rule: `reached (${reached.why})` };
  }
  return { kb: FIRST_PAGE_BUDGET_KB, rule: 'first page' };
}
