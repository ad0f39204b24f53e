import type { Ref } from 'react';
import type { Option } from '../../domain/options/option.ts';

export interface OptionRadioGroupProps<V extends string> {
  /** Name of the radio inputs. */
  name: string;
  /** The question, as the group's legend. */
  legend: string;
  /** The answers, in order, from the domain's option lists. */
  options: readonly Option<V>[];
  /** The chosen answer, or '' while none is chosen. */
  value: V | '';
  /** Called with the chosen answer. */
  onChange: (value: V) => void;
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
