import type { MovingFormStore } from '../MovingFormStore.ts';

/** A moving form of either flow, as the shared sections read it (they never touch the schedule, company or query types). */
export type AnyMovingForm = MovingFormStore<unknown, unknown, unknown>;

/** What every section of the form takes. */
export interface SectionProps {
  form: AnyMovingForm;
  /** Every error shows (a refused next or submit), edited or not. */
  showAllErrors: boolean;
}
