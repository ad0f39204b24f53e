import type { PricedCompany } from '../../../domain/api/company.ts';
import type { ReservationReserveResponse } from '../../../domain/api/reservation.ts';
import type { MovingRequestSavedState } from '../../moving-form/MovingRequestStore.ts';
import { initialReservationSchedule, type ReservationSchedule } from '../../moving-form/schedule.ts';
import { movingFormStateTemplate } from '../../moving-form/savedState.ts';
import type { FlowPersistenceConfig } from '../../wizard/FlowPersistence.ts';
import { hasShapeOf } from '../../wizard/shape.ts';

/** A reservation's answer. */
export interface ReservationSent {
  kind: 'sent';
  response: ReservationReserveResponse;
}

/** What the reservation flow keeps in the tab's session storage: the form, and the outcome so a reload of complete still shows it. */
export type ReservationSavedState = MovingRequestSavedState<ReservationSchedule, PricedCompany, ReservationSent>;

const TEMPLATE: ReservationSavedState = {
  form: movingFormStateTemplate(initialReservationSchedule(new Date(2026, 0, 1))),
  outcome: null,
};

export const RESERVATION_PERSISTENCE: FlowPersistenceConfig<ReservationSavedState> = {
  key: 'reservation:state',
  // Version 2: the answer names its partner services.
  version: 3,
  parse: (stored) => (hasShapeOf(stored, TEMPLATE) ? (stored as ReservationSavedState) : undefined),
};
