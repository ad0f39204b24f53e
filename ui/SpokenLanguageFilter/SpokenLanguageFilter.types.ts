import type { Ref } from 'react';

/** Whether the filter is on; exposed as `data-state` on the root. */
export type SpokenLanguageFilterState = 'on' | 'off';

export interface SpokenLanguageFilterProps {
  /** Whether only the companies that serve their customers in English are shown (controlled). */
  checked: boolean;
  /** Called with the new state when the visitor turns the filter on or off. */
  onChange: (checked: boolean) => void;
  /** How many of the listed companies serve their customers in English, said in the label. */
  count: number;
  /**
   * The switch cannot be used (while the list loads).
   * @default false
   */
  disabled?: boolean;
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
