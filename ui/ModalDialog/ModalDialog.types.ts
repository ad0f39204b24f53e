import type { ReactNode, Ref } from 'react';

export interface ModalDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the visitor closes the dialog (close button, Escape or backdrop). */
  onClose: () => void;
  /** Heading of the dialog; also its accessible name. */
  title: ReactNode;
  /** Body of the dialog. */
  children: ReactNode;
  /**
   * Buttons at the bottom of the dialog.
   * @default undefined
   */
  actions?: ReactNode;
  /**
   * Width limit on PC.
   * @default 'sm'
   */
  maxWidth?: 'xs' | 'sm' | 'md';
  /**
   * Fill the screen on mobile (long content such as the belongings steps).
   * @default false
   */
  fullScreenOnMobile?: boolean;
  /**
   * Show the × button in the title bar.
   * @default true
   */
  closable?: boolean;
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
