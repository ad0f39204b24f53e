import type { PricedCompany } from '../../../domain/api/company.ts';
import type { ReservationReserveResponse } from '../../../domain/api/reservation.ts';
import type { MovingFormState } from '../../moving-form/movingFormTypes.ts';
import { initialReservationSchedule, type ReservationSchedule } from '../../moving-form/schedule.ts';
import { movingFormStateTemplate } from '../../moving-form/stateTemplate.ts';
import type { FlowPersistenceConfig } from '../../wizard/FlowPersistence.ts';
import { hasShapeOf } from '../../wizard/shape.ts';

/** What a reservation request led to: the answer, or the duplicate-booking refusal of a 409 (spec §8). */
export type ReservationOutcome = { kind: 'sent'; response: ReservationReserveResponse } | { kind: 'duplicate' };

/** What the reservation flow keeps in the tab's session storage: the form, and the outcome so a reload of complete still shows it. */
export interface ReservationSavedState {
  form: MovingFormState<ReservationSchedule, PricedCompany>;
  outcome: ReservationOutcome | null;
}

const TEMPLATE: ReservationSavedState = {
  form: movingFormStateTemplate(initialReservationSchedule(new Date(2026, 0, 1))),
  outcome: null,
};

export const RESERVATION_PERSISTENCE: FlowPersistenceConfig<ReservationSavedState> = {
  key: 'reservation:state',
  // Version 2: the answer names its partner services.
  version: 2,
  parse: (stored) => (hasShapeOf(stored, TEMPLATE) ? (stored as ReservationSavedState) : undefined),
};
