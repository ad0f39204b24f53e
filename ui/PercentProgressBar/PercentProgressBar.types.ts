import type { Ref } from 'react';

export interface PercentProgressBarProps {
  /** Completion in percent, 0 to 100 (step 5: 0, 33.3, 66.7 or 100). */
  value: number;
  /**
   * Text before the percentage.
   * @default '入力完了まで' in the page's language
   */
  label?: string;
  /**
   * Extra class on the root element.
   * @default undefined
   */
  className?: string;
  /**
   * Ref to the root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}
