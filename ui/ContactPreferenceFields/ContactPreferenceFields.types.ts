import type { Ref } from 'react';
import type { ContactPreference } from '../../domain/options/contactPreference.ts';
import type { ErrorRevealProps } from '../internal/useRevealedErrors.ts';

export interface ContactPreferenceFieldsProps extends ErrorRevealProps {
  /** The visitor's choice: e-mail only, or phone as well within the ticked windows. */
  value: ContactPreference;
  /** Called with the whole new choice; choosing e-mail only empties the windows. */
  onChange: (value: ContactPreference) => void;
  /**
   * Called when focus leaves the fields.
   * @default undefined
   */
  onBlur?: () => void;
  /**
   * Validation message for the current choice (e.g. phone without a window), shown per `revealErrors`.
   * @default undefined
   */
  error?: string;
  /**
   * Legend of the fields.
   * @default '引越し業者からのご連絡方法' in the page's language
   */
  label?: string;
  /**
   * Name of the radio group in a submitted form; a generated one when absent.
   * @default undefined
   */
  name?: string;
  /**
   * Extra class on the root element.
   * @default undefined
   */
  className?: string;
  /**
   * Ref to the root `<fieldset>` element.
   * @default undefined
   */
  ref?: Ref<HTMLFieldSetElement>;
}
