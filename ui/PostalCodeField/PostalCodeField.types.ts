import type { Ref } from 'react';
import type { PostalResult } from '../../domain/api/lookups.ts';
import type { ErrorRevealProps } from '../internal/useRevealedErrors.ts';

export interface PostalCodeFieldProps extends ErrorRevealProps {
  /** The postal code as typed. */
  value: string;
  /** Called with the typed text (the flow starts the lookup from 6 characters). */
  onChange: (value: string) => void;
  /**
   * Called when the field loses focus.
   * @default undefined
   */
  onBlur?: () => void;
  /** Addresses found for the typed code; the list shows from 6 characters, with focus, when not empty. */
  suggestions: readonly PostalResult[];
  /** Called with the address the visitor picks from the list. */
  onSuggestionSelect: (result: PostalResult) => void;
  /**
   * The validation or lookup message (from domain/validation), shown per `revealErrors`.
   * @default undefined
   */
  error?: string;
  /**
   * Visible label.
   * @default '郵便番号' in the page's language
   */
  label?: string;
  /**
   * Name and id of the input.
   * @default undefined
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
