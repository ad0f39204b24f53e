import type { ReactNode, Ref } from 'react';

export interface ClosableHintProps {
  /** Whether the hint shows (the flow store remembers that it was closed once). */
  open: boolean;
  /** Called when the visitor closes the hint. */
  onClose: () => void;
  /** The hint text. */
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
