import type { Ref } from 'react';

export interface CountStepperProps {
  /** What is counted, e.g. '冷蔵庫'; names the input and the buttons. */
  label: string;
  /**
   * Unit shown after the input, e.g. '台'.
   * @default ''
   */
  unit?: string;
  /** The count as typed ('' or undefined when unset). */
  value: string | undefined;
  /** Called with the new count text (typed, or stepped with the buttons). */
  onChange: (value: string) => void;
  /**
   * Called when the input loses focus (the belongings rule resets an over-limit count to 0 here).
   * @default undefined
   */
  onBlur?: () => void;
  /** Highest count the + button reaches; typing more shows `error`. */
  max: number;
  /**
   * Message under the input (an over-limit warning or a validation error).
   * @default undefined
   */
  error?: string;
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
