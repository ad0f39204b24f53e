import type { Ref } from 'react';

export interface PageMessageProps {
  /** What happened, as the page's heading. */
  title: string;
  /** What the reader can do about it. */
  message: string;
  /**
   * Extra class on the root element.
   * @default undefined
   */
  className?: string;
  /**
   * Ref to the root element.
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
}
