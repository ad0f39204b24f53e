import type { Ref } from 'react';
import type { Option } from '../../domain/options/option.ts';
import type { ErrorRevealProps } from '../internal/useRevealedErrors.ts';

export interface FloorPlanSelectProps extends ErrorRevealProps {
  /**
   * The floor plans the form offers (domain/options/floorPlans.ts): quick booking's codes '1'..'14',
   * or the estimate and reservation forms' '01'..'14'. Given, not picked here: a page carries its list only.
   */
  options: readonly Option[];
  /** Visible label, e.g. 「引越し元の間取り」. */
  label: string;
  /** The chosen floor-plan code, or '' when none is chosen. */
  value: string;
  /** Called with the chosen code. */
  onChange: (value: string) => void;
  /**
   * Called when the select loses focus.
   * @default undefined
   */
  onBlur?: () => void;
  /**
   * The validation message for the current value (from domain/validation), shown per `revealErrors`.
   * @default undefined
   */
  error?: string;
  /**
   * Name and id of the native select.
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
