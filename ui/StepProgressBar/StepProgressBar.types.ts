import type { Ref } from 'react';

export interface StepProgressBarProps {
  /** Labels of the form steps in order (the mobile form has 4). */
  steps: readonly string[];
  /** Index of the step being filled in, from 0. Steps before it show as done. */
  activeStep: number;
  /**
   * Accessible name of the indicator.
   * @default '入力ステップ' in the page's language
   */
  'aria-label'?: string;
  /**
   * Extra class on the root element.
   * @default undefined
   */
  className?: string;
  /**
   * Ref to the root `<nav>` element.
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
}

/** How a step shows: done, being filled in, or still to come. Exposed as `data-state`. */
export type StepProgressState = 'complete' | 'active' | 'upcoming';
