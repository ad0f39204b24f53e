import type { Ref } from 'react';

export interface TranslationFooterProps {
  /** Called when the reader asks to report a wording (the page opens its report dialog). */
  onReport: () => void;
  /**
   * Extra class on the root element.
   * @default undefined
   */
  className?: string;
  /**
   * Ref to the root `<footer>` element.
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
}
