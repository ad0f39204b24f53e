export { AvailabilityAlert } from './AvailabilityAlert.tsx';
export { availabilityReasons } from './availabilityReasons.ts';
export type { AvailabilityAlertProps } from './AvailabilityAlert.types.ts';
export type { AvailabilityReason, AvailabilityInput } from './availabilityReasons.ts';
