import type { Ref } from 'react';
import type { AvailabilityReason } from './availabilityReasons.ts';

export interface AvailabilityAlertProps {
  /** The reasons that apply (see `availabilityReasons`); nothing renders when the list is empty. */
  reasons: readonly AvailabilityReason[];
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
