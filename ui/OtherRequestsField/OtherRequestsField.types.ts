import type { Ref } from 'react';
import type { ErrorRevealProps } from '../internal/useRevealedErrors.ts';

export interface OtherRequestsFieldProps extends ErrorRevealProps {
  /** The free text. */
  value: string;
  /** Called with the new text. */
  onChange: (value: string) => void;
  /**
   * Called when the field loses focus.
   * @default undefined
   */
  onBlur?: () => void;
  /**
   * The validation message for the current text (from domain/validation), shown per `revealErrors`.
   * @default undefined
   */
  error?: string;
  /**
   * Visible label.
   * @default 'その他ご要望（任意）' in the page's language
   */
  label?: string;
  /**
   * Name and id of the textarea.
   * @default a generated id
   */
  name?: string;
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
