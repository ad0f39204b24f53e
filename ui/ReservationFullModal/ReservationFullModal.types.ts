import type { Ref } from 'react';

export interface ReservationFullModalProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Called when the visitor closes the modal (close button, Escape or backdrop). */
  onClose: () => void;
  /** Called from the main button: back to the calendar to choose another day or company. */
  onChooseAgain: () => void;
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
