import type { Option } from './option.ts';

/** Japanese floor-plan names (1LDK: one room plus living, dining and kitchen), which English in Japan uses too. */
const FLOOR_PLAN_LABELS = [
  /*i18n*/ 'ワンルーム・1R', /*i18n*/ '1K', /*i18n*/ '1DK', /*i18n*/ '1LDK', /*i18n*/ '2K', /*i18n*/ '2DK', /*i18n*/ '2LDK',
  /*i18n*/ '3K', /*i18n*/ '3DK', /*i18n*/ '3LDK', /*i18n*/ '4K', /*i18n*/ '4DK', /*i18n*/ '4LDK', /*i18n*/ '5K以上',
] as const;

/** Floor plans of the estimate and reservation forms: values '01'..'14'. */
export const ESTIMATE_FLOOR_PLAN_OPTIONS: readonly Option[] = FLOOR_PLAN_LABELS.map((label, index) => ({
  value: String(index + 1).padStart(2, '0'),
  label,
}));

/** Floor plans of the quick-booking forms: values '1'..'14', same labels in the same order. */
export const QUICK_BOOKING_FLOOR_PLAN_OPTIONS: readonly Option[] = FLOOR_PLAN_LABELS.map((label, index) => ({
  value: String(index + 1),
  label,
}));

/** Default floor plan of the estimate and reservation forms. */
export const DEFAULT_ESTIMATE_FLOOR_PLAN = '01';
/** Default floor plan of the quick-booking forms. */
export const DEFAULT_QUICK_BOOKING_FLOOR_PLAN = '1';
/** From this floor plan number on (2K), the availability alert and the extra step-1 controls show. */
export const LARGE_FLOOR_PLAN_THRESHOLD = 5;

/** True when a floor plan value of either flow ('05' or '5' and above) reaches the threshold. */
export function isLargeFloorPlan(value: string): boolean {
  const plan = Number.parseInt(value, 10);
  return Number.isInteger(plan) && plan >= LARGE_FLOOR_PLAN_THRESHOLD;
}
