import type { FlowEntry } from './flows.ts';

/** A first page's budget above the rule: the figure it reached, with why. */
export interface ReachedBudget {
  kb: number;
  why: string;
}

/**
 * The budget of each flow page's first-load JavaScript, gzip -9 (issue 35), by its entry: the figure
 * a Japanese first page reached where it could not keep to the rule with the fixed libraries (React,
 * MUI with emotion, MobX, react-final-form), or null where it keeps to the rule. The rules and the
 * check are scripts/size/budgets.ts's; a flow added to the registry is a type error here until its
 * pages have their budget.
 */
export const FLOW_PAGE_BUDGETS: Readonly<Record<FlowEntry, ReachedBudget | null>> = {
  mitsumori: {
    kb: 170.0,
    why: 'the fixed libraries weigh 135 KB of its 169.8 (react-dom with react 65.9, MUI with @mui/system and emotion 45.0, mobx 14.9, final-form and react-final-form 9.2); step 1 is the whole moving form on the phone, the move (addresses, schedule, belongings) on PC, with the flow store every later step reads (2026-11-29)',
  },
  'embed-mitsumori': {
    kb: 168.5,
    why: 'the fixed libraries weigh 134 KB of its 168.2 (react-dom with react 65.9, MUI with @mui/system and emotion 44.3, mobx 14.9, final-form and react-final-form 9.2); step 1 is the two addresses with the estimate store every later step reads, and the signing of writes (2026-11-29)',
  },
  'kantan-yoyaku': {
    kb: 167.3,
    why: 'the fixed libraries weigh 135 KB of its 167.0 (react-dom with react 65.9, MUI with @mui/system and emotion 44.5, mobx 15.0, final-form and react-final-form 9.3); step 1 is the address form with the flow store that every later step reads, its forms on the StepForms the moving form uses (0.56 KB, issue 36) (2026-11-30)',
  },
  reservation: {
    kb: 165.0,
    why: 'the fixed libraries weigh 134 KB of its 164.6 (react-dom with react 65.9, MUI with @mui/system and emotion 44.1, mobx 14.9, final-form and react-final-form 9.2); step 1 is the moving form whose rules and stores the later steps share (2026-11-29)',
  },
};
