import type { Ref } from 'react';

export interface UnavailableCompanyApologyProps {
  /** Whether the apology is shown. */
  open: boolean;
  /** Called when the visitor closes the apology (close button, Escape or backdrop). */
  onClose: () => void;
  /** Called from the main button: back to the belongings step to change the belongings. */
  onBackToBelongings: () => void;
  /**
   * Where the link to the estimate flow points, for visitors who want quotes instead.
   * @default the estimate flow's first step in the page's language ('/mitsumori/', '/en/mitsumori/')
   */
  estimateHref?: string;
  /**
   * Called as the visitor follows the link to the estimate flow, before the page changes.
   * @default undefined
   */
  onEstimateLinkClick?: () => void;
  /**
   * Extra class on the dialog root.
   * @default undefined
   */
  className?: string;
  /**
   * Ref to the dialog root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}
