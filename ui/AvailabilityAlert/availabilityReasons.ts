import { PARKING_UNKNOWN } from '../../domain/options/quickBooking.ts';
import { isLargeFloorPlan } from '../../domain/options/floorPlans.ts';

/** Why the availability alert shows: a large floor plan, unknown destination parking, extra or IKEA belongings. */
export type AvailabilityReason = 'largeFloorPlan' | 'parkingUnknown' | 'otherBelongings' | 'ikeaBelongings';

/** The form values the alert depends on (either flow's codes). */
export interface AvailabilityInput {
  fromFloorPlan?: string;
  toFloorPlan?: string;
  toParkingAvailability?: string;
  /** '1' when the visitor declared belongings outside the list. */
  hasOtherBelongings?: string;
  /** '1' (or true) when the visitor declared IKEA furniture. */
  hasIkeaBelongings?: string | boolean;
}

/** The reasons that apply, in the order the alert lists them (spec §4). */
export function availabilityReasons(input: AvailabilityInput): AvailabilityReason[] {
  const reasons: AvailabilityReason[] = [];
  if ([input.fromFloorPlan, input.toFloorPlan].some((plan) => plan !== undefined && isLargeFloorPlan(plan))) reasons.push('largeFloorPlan');
  if (input.toParkingAvailability === PARKING_UNKNOWN) reasons.push('parkingUnknown');
  if (input.hasOtherBelongings === '1') reasons.push('otherBelongings');
  if (input.hasIkeaBelongings === '1' || input.hasIkeaBelongings === true) reasons.push('ikeaBelongings');
  return reasons;
}
