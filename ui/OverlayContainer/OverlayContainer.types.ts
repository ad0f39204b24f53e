import type { ReactNode, Ref } from 'react';

export interface OverlayContainerProps {
  /** While true, a veil with a spinner covers the content and the content cannot be used. */
  open: boolean;
  /** The content to cover. */
  children: ReactNode;
  /**
   * Accessible name of the spinner.
   * @default '処理中' in the page's language
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
