import type { Ref } from 'react';
import type { HeadCount } from '../../domain/options/household.ts';
import type { ErrorRevealProps } from '../internal/useRevealedErrors.ts';

export interface HeadCountFieldProps extends ErrorRevealProps {
  /** The chosen head count ('1' single, '2' pair, '3' family), or '' when none is chosen. */
  value: HeadCount | '';
  /** Called with the chosen head count. */
  onChange: (value: HeadCount) => void;
  /**
   * Called when focus leaves the group.
   * @default undefined
   */
  onBlur?: () => void;
  /**
   * The validation message for the current value (from domain/validation), shown per `revealErrors`.
   * @default undefined
   */
  error?: string;
  /**
   * Legend of the group.
   * @default '引越し人数' in the page's language
   */
  label?: string;
  /**
   * Name of the radio inputs.
   * @default a generated name
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
