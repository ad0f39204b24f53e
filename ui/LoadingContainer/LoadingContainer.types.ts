import type { ReactNode, Ref } from 'react';

export interface LoadingContainerProps {
  /** While true, a spinner stands in for the content. */
  loading: boolean;
  /** The content once loaded. */
  children: ReactNode;
  /**
   * Accessible name of the spinner.
   * @default '読み込み中' in the page's language
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
