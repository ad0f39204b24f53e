import type { ReactNode, Ref } from 'react';

export interface CollapsibleBlockProps {
  /** The always-visible heading, also the toggle's text (e.g. 「個人情報の取り扱いについて」). */
  title: string;
  /** Whether the body is shown. */
  open: boolean;
  /** Called with the new state when the visitor toggles the block. */
  onOpenChange: (open: boolean) => void;
  /** The body shown while open. */
  children: ReactNode;
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
