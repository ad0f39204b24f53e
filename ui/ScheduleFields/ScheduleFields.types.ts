import type { Ref } from 'react';
import type { EstimateFormValues } from '../../domain/api/payloads/estimatePayload.ts';
import type { ErrorRevealProps } from '../internal/useRevealedErrors.ts';

/** The schedule part of the estimate form (spec §3). */
export type ScheduleValues = Pick<EstimateFormValues, 'scheduleFormat' | 'movingDate' | 'month' | 'timing' | 'day' | 'showPreferredTime' | 'preferredTime'>;

/** The schedule items that carry a validation message. */
export type ScheduleField = 'movingDate' | 'month' | 'timing';

export interface ScheduleFieldsProps extends ErrorRevealProps {
  /** The schedule values. `movingDate` is yyyy/MM/dd, `month` yyyyMM. */
  value: ScheduleValues;
  /** Called with all values after any change; a month change also picks that month's first timing. */
  onChange: (value: ScheduleValues) => void;
  /** Today, from which the date window, the 4 month choices and their timings are computed. */
  today: Date;
  /**
   * Called with the item that lost focus.
   * @default undefined
   */
  onBlur?: (field: ScheduleField) => void;
  /**
   * The validation message of each item for its current value (from domain/validation), shown per `revealErrors`.
   * @default {}
   */
  errors?: Partial<Record<ScheduleField, string>>;
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
